import FeedPresentation
import FeedScreens
import TestSupport
import XCTest

/// `find TEXT` on a list screen: the numbers of its items that mention the text, in one notice.
final class ListScreenFindTests: XCTestCase {
    func test_find_namesTheItemsWhoseDescriptionOrLocationMentionsTheText_ignoringCaseAndAccents() {
        let (sut, renderer) = makeSUT()
        sut.display([
            feedCell("Sunset over the salt flats", location: nil), feedCell("A cup of coffee", location: "Café Rouge"),
            feedCell(nil, location: "SALT LAKE"), feedCell("Falcon 9", location: nil),
        ])

        sut.find("salt")
        sut.find("CAFE")
        sut.find("rocket")

        XCTAssertEqual(
            renderer.events.suffix(3),
            [
                .notice(.found("salt", numbers: [1, 3])), .notice(.found("CAFE", numbers: [2])),
                .notice(.found("rocket", numbers: [])),
            ])
    }

    func test_find_onComments_looksInTheirMessagesAndAuthors() {
        let (sut, renderer) = makeSUT()
        sut.display([
            ImageCommentCellController(
                viewModel: ImageCommentViewModel(message: "Incredible colours.", date: "now", username: "priya")),
            ImageCommentCellController(
                viewModel: ImageCommentViewModel(message: "What a view!", date: "now", username: "Zoë")),
        ])

        sut.find("colour")
        sut.find("zoe")

        XCTAssertEqual(
            renderer.events.suffix(2), [.notice(.found("colour", numbers: [1])), .notice(.found("zoe", numbers: [2]))])
    }

    func test_find_onAnEmptyList_saysThereAreNoItems() {
        let (sut, renderer) = makeSUT()

        sut.find("salt")

        XCTAssertEqual(renderer.events, [.notice(.noItems)])
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (ListScreen, ScreenRendererSpy) {
        let renderer = ScreenRendererSpy()
        let sut = ListScreen(title: "any", renderer: renderer)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, renderer)
    }

    private func feedCell(_ description: String?, location: String?) -> FeedImageCellController {
        FeedImageCellController(
            viewModel: FeedImageViewModel(description: description, location: location), delegate: ImageLoadSpy())
    }
}
