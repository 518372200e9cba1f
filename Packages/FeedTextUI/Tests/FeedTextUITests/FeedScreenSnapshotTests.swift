import FeedPresentation
import FeedTextUI
import TestSupport
import XCTest

final class FeedScreenSnapshotTests: XCTestCase {
    func test_loading() {
        let (sut, output) = makeSUT()

        sut.display(ResourceErrorViewModel.noError)
        sut.display(ResourceLoadingViewModel(isLoading: true))

        assertTextSnapshot(output.text, named: "feed_loading")
    }

    func test_feedWithContent() {
        let (sut, output) = makeSUT()

        sut.display(ResourceLoadingViewModel(isLoading: true))
        sut.display(feedWithContent())
        sut.display(ResourceLoadingViewModel(isLoading: false))

        assertTextSnapshot(output.text, named: "feed_with_content")
    }

    func test_feedWithContent_colored() {
        let (sut, output) = makeSUT(style: .colored)

        sut.display(ResourceLoadingViewModel(isLoading: true))
        sut.display(feedWithContent())

        assertTextSnapshot(output.text, named: "feed_with_content_colored")
    }

    func test_feedWithError() {
        let (sut, output) = makeSUT()

        sut.display(ResourceLoadingViewModel(isLoading: true))
        sut.display(ResourceErrorViewModel.error(message: "Couldn't connect to server"))
        sut.display(ResourceLoadingViewModel(isLoading: false))

        assertTextSnapshot(output.text, named: "feed_with_error")
    }

    func test_emptyFeed() {
        let (sut, output) = makeSUT()

        sut.display(ResourceLoadingViewModel(isLoading: true))
        sut.display([CellController]())

        assertTextSnapshot(output.text, named: "feed_empty")
    }

    func test_feedWithHostileText_printsNoControlCharacters() {
        let (sut, output) = makeSUT(style: .plain)

        sut.display([
            FeedImageCellController(
                viewModel: FeedImageViewModel(
                    description: "Nice\u{1B}[2J view\u{1B}]0;pwned\u{07}\u{202E}txt.exe", location: "Evil\u{9B}31m town"
                ))
        ])

        XCTAssertFalse(
            output.text.unicodeScalars.contains {
                $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E || $0.value == 0x9B
            })
        assertTextSnapshot(output.text, named: "feed_with_hostile_text")
    }

    func test_refresh_whileLoading_doesNotRequestAnotherLoad() {
        let (sut, output) = makeSUT()
        var refreshCount = 0
        sut.onRefresh = { refreshCount += 1 }

        sut.show()
        sut.display(ResourceLoadingViewModel(isLoading: true))
        sut.refresh()
        XCTAssertEqual(refreshCount, 1)
        XCTAssertEqual(output.lines.last(where: { !$0.isEmpty }), "Still loading, please wait.")

        sut.display(ResourceLoadingViewModel(isLoading: false))
        sut.refresh()
        XCTAssertEqual(refreshCount, 2)
    }

    // MARK: - Helpers

    private func makeSUT(
        style: TextStyle = .plain,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: ListScreen, output: TextBuffer) {
        let output = TextBuffer()
        let sut = ListScreen(title: "My Feed", output: output, style: style)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(output, file: file, line: line)
        return (sut, output)
    }

    private func feedWithContent() -> [CellController] {
        let viewModels = [
            FeedImageViewModel(
                description: "The East Side Gallery is an open-air gallery in Berlin.",
                location: "East Side Gallery, Berlin"),
            FeedImageViewModel(description: "Garth Pier is a Grade II listed structure in Bangor.", location: nil),
            FeedImageViewModel(description: nil, location: "Glasgow, Scotland"),
            FeedImageViewModel(description: nil, location: nil),
        ]
        let cells = viewModels + Array(repeating: FeedImageViewModel(description: "More", location: nil), count: 6)
        return cells.map(FeedImageCellController.init)
    }
}
