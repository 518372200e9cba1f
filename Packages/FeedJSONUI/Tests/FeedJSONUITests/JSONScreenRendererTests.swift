import FeedJSONUI
import FeedPresentation
import FeedScreens
import ImageDecoding
import TestSupport
import XCTest

final class JSONScreenRendererTests: XCTestCase {
    func test_render_printsTheScreenItsLoadingAndItsErrorOneObjectPerLine() {
        let (sut, lines) = makeSUT()

        sut.render(.title("My Feed"))
        sut.render(.loading)
        sut.render(.loadFailed(.error(message: "Couldn't connect to server")))

        XCTAssertEqual(
            lines.all,
            [
                #"{"title":"My Feed","type":"screen"}"#,
                #"{"type":"loading"}"#,
                #"{"message":"Couldn't connect to server","type":"error"}"#,
            ])
    }

    func test_render_printsFeedItemsWithTheirImageStateAndTheEndOfTheList() {
        let (sut, lines) = makeSUT()

        sut.render(
            .items(
                [
                    ListItem(number: 1, content: .image(FeedImageViewModel(description: "a", location: "b"), .loading)),
                    ListItem(
                        number: 2,
                        content: .image(FeedImageViewModel(description: nil, location: nil), .failed(reason: nil))),
                ], listCount: 2))
        sut.render(.listEnd(hasMore: true))

        XCTAssertEqual(
            lines.all,
            [
                #"{"items":[{"description":"a","image":{"state":"loading"},"location":"b","number":1},"#
                    + #"{"image":{"state":"failed"},"number":2}],"type":"items"}"#,
                #"{"hasMore":true,"type":"end"}"#,
            ])
    }

    func test_render_printsAnImageThatSettledWithItsFormatAndSize() {
        let (sut, lines) = makeSUT()
        let loaded = ListItem.ImageState.loaded(LoadedImage(info: ImageInfo(format: .jpeg, width: 640, height: 480)))

        sut.render(.itemChanged(ListItem(number: 3, content: .image(anyImage, loaded)), listCount: 3))
        sut.render(
            .itemChanged(ListItem(number: 1, content: .image(anyImage, .failed(reason: "HTTP 404"))), listCount: 3))
        sut.render(.itemChanged(ListItem(number: 2, content: .image(anyImage, .notRequested)), listCount: 3))

        XCTAssertEqual(
            lines.all,
            [
                #"{"format":"JPEG","height":480,"number":3,"state":"loaded","type":"image","width":640}"#,
                #"{"number":1,"reason":"HTTP 404","state":"failed","type":"image"}"#,
            ])
    }

    func test_render_printsCommentsAndAnEmptyList() {
        let (sut, lines) = makeSUT()

        sut.render(
            .items(
                [ListItem(number: 1, content: .comment(ImageCommentViewModel(message: "m", date: "d", username: "u")))],
                listCount: 1))
        sut.render(.emptyList)

        XCTAssertEqual(
            lines.all,
            [
                #"{"items":[{"author":"u","date":"d","message":"m","number":1}],"type":"items"}"#,
                #"{"items":[],"type":"items"}"#,
            ])
    }

    func test_render_namesNoticesForProgramsAndPrintsNoPrompt() {
        let (sut, lines) = makeSUT()

        sut.render(.notice(.noSuchItem(5, itemCount: 2)))
        sut.render(.notice(.unknownCommand("hepl")))
        sut.render(.prompt(screen: nil))

        XCTAssertEqual(
            lines.all,
            [
                #"{"itemCount":2,"notice":"noSuchItem","number":5,"type":"notice"}"#,
                #"{"command":"hepl","notice":"unknownCommand","type":"notice"}"#,
            ])
    }

    func test_render_namesTheOfflineFeedWithWhenItWasSavedInISO8601() {
        let (sut, lines) = makeSUT()
        let savedAt = Date(timeIntervalSince1970: 1_600_000_000.75)  // 2020-09-13 12:26:40.75 UTC

        sut.render(.offlineFeed(OfflineFeedViewModel(message: "Offline — any", savedAt: savedAt)))

        XCTAssertEqual(lines.all, [#"{"notice":"offline","savedAt":"2020-09-13T12:26:40Z","type":"notice"}"#])
    }

    func test_render_escapesHostileTextSoEveryObjectStaysOnOneLine() throws {
        let (sut, lines) = makeSUT()
        let hostile = "line\nbreak \u{1B}[2J \u{7} \"quoted\" \u{202E}"

        sut.render(.title(hostile))

        let line = try XCTUnwrap(lines.all.first)
        XCTAssertFalse(line.contains("\n") || line.contains("\u{1B}") || line.contains("\u{7}"), line)
        let decoded = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String]
        XCTAssertEqual(decoded?["title"], hostile)
    }

    // MARK: - Helpers

    private final class LineRecorder {
        var all = [String]()
    }

    private let anyImage = FeedImageViewModel(description: nil, location: nil)

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (JSONScreenRenderer, LineRecorder) {
        let lines = LineRecorder()
        let sut = JSONScreenRenderer(writeLine: { [lines] in lines.all.append($0) })
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(lines, file: file, line: line)
        return (sut, lines)
    }
}
