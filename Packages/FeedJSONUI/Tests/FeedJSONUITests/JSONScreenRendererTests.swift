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

    func test_render_printsTheErrorsWhyWhenItIsKnown() {
        let (sut, lines) = makeSUT()

        sut.render(.loadFailed(.error(message: "The server answered with an error: HTTP 500", reason: "HTTP 500")))
        sut.render(
            .loadMoreFailed(.error(message: "Couldn't connect to server: connection refused", reason: "refused")))

        XCTAssertEqual(
            lines.all,
            [
                #"{"message":"The server answered with an error: HTTP 500","reason":"HTTP 500","type":"error"}"#,
                #"{"message":"Couldn't connect to server: connection refused","reason":"refused","type":"loadMoreError"}"#,
            ])
    }

    func test_render_printsFeedItemsWithTheirIDImageURLAndImageStateAndTheEndOfTheList() {
        let (sut, lines) = makeSUT()

        sut.render(
            .items(
                [
                    ListItem(
                        number: 1,
                        content: .image(
                            FeedImageViewModel(
                                description: "a", location: "b", id: UUID(uuidString: firstID),
                                imageURL: URL(string: "https://a-url.com/1.jpg")),
                            .loading)),
                    ListItem(
                        number: 2,
                        content: .image(
                            FeedImageViewModel(
                                description: nil, location: nil, id: UUID(uuidString: secondID),
                                imageURL: URL(string: "https://a-url.com/2.png")),
                            .failed(reason: nil))),
                ], listCount: 2))
        sut.render(.listEnd(hasMore: true))

        XCTAssertEqual(
            lines.all,
            [
                #"{"items":[{"description":"a","id":"\#(firstID)","image":{"state":"loading"},"#
                    + #""imageURL":"https://a-url.com/1.jpg","location":"b","number":1},"#
                    + #"{"id":"\#(secondID)","image":{"state":"failed"},"imageURL":"https://a-url.com/2.png","#
                    + #""number":2}],"type":"items"}"#,
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
                #"{"format":"JPEG","height":480,"id":"\#(firstID)","number":3,"state":"loaded","type":"image","width":640}"#,
                #"{"id":"\#(firstID)","number":1,"reason":"HTTP 404","state":"failed","type":"image"}"#,
            ])
    }

    func test_render_printsAViewedPicturesStateAsAViewEvent_andNothingToViewAsANotice() {
        let (sut, lines) = makeSUT()
        let loaded = ListItem.ImageState.loaded(LoadedImage(info: ImageInfo(format: .jpeg, width: 640, height: 480)))

        sut.render(.itemView(ListItem(number: 3, content: .image(anyImage, .loading)), listCount: 3))
        sut.render(.itemView(ListItem(number: 3, content: .image(anyImage, loaded)), listCount: 3))
        sut.render(.itemView(ListItem(number: 1, content: .image(anyImage, .failed(reason: "HTTP 404"))), listCount: 3))
        sut.render(.notice(.nothingToView(item: 2)))

        XCTAssertEqual(
            lines.all,
            [
                #"{"id":"\#(firstID)","number":3,"state":"loading","type":"view"}"#,
                #"{"format":"JPEG","height":480,"id":"\#(firstID)","number":3,"state":"loaded","type":"view","width":640}"#,
                #"{"id":"\#(firstID)","number":1,"reason":"HTTP 404","state":"failed","type":"view"}"#,
                #"{"notice":"nothingToView","number":2,"type":"notice"}"#,
            ])
    }

    func test_render_printsCommentsWithTheirIDUsernameAndCreationDateInISO8601AndAnEmptyList() {
        let (sut, lines) = makeSUT()
        let createdAt = Date(timeIntervalSince1970: 1_600_000_000.75)  // 2020-09-13 12:26:40.75 UTC
        let comment = ImageCommentViewModel(
            message: "m", date: "d", username: "u", id: UUID(uuidString: secondID), createdAt: createdAt)

        sut.render(.items([ListItem(number: 1, content: .comment(comment))], listCount: 1))
        sut.render(.emptyList)

        XCTAssertEqual(
            lines.all,
            [
                #"{"items":[{"createdAt":"2020-09-13T12:26:40Z","date":"d","id":"\#(secondID)","message":"m","#
                    + #""number":1,"username":"u"}],"type":"items"}"#,
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

    func test_render_unknownCommand_namesTheSuggestedCommandWhenThereIsOne() {
        let (sut, lines) = makeSUT()

        sut.render(.notice(.unknownCommand("mroe", suggestion: "more")))

        XCTAssertEqual(
            lines.all, [#"{"command":"mroe","notice":"unknownCommand","suggestion":"more","type":"notice"}"#])
    }

    func test_render_backToList_namesTheListAndHowManyOfItsItemsWereSentBefore() {
        let (sut, lines) = makeSUT()

        sut.render(.notice(.backToList(title: "My Feed", itemsAbove: 20)))

        XCTAssertEqual(lines.all, [#"{"itemCount":20,"notice":"backToList","title":"My Feed","type":"notice"}"#])
    }

    func test_render_found_namesTheTextAndTheNumbersOfTheItemsThatMentionIt() {
        let (sut, lines) = makeSUT()

        sut.render(.notice(.found("salt", numbers: [3, 12])))
        sut.render(.notice(.missingText(command: "find")))

        XCTAssertEqual(
            lines.all,
            [
                #"{"notice":"found","numbers":[3,12],"text":"salt","type":"notice"}"#,
                #"{"command":"find","notice":"missingText","type":"notice"}"#,
            ])
    }

    func test_render_open_namesWhatBecameOfTheItemsImage() {
        let (sut, lines) = makeSUT()

        sut.render(.notice(.openedInBrowser(item: 3)))
        sut.render(.notice(.noBrowser))
        sut.render(.notice(.notAWebAddress(item: 4)))

        XCTAssertEqual(
            lines.all,
            [
                #"{"notice":"openedInBrowser","number":3,"type":"notice"}"#, #"{"notice":"noBrowser","type":"notice"}"#,
                #"{"notice":"notAWebAddress","number":4,"type":"notice"}"#,
            ])
    }

    func test_render_saysHowManyNewItemsACheckFoundAndWhen_andNamesTheWatchsNotices() {
        let (sut, lines) = makeSUT()
        let checkedAt = Date(timeIntervalSince1970: 1_600_000_000.75)

        sut.render(.checked(newItems: 2, checkedAt: checkedAt))
        sut.render(.notice(.watching(intervalSeconds: 300)))
        sut.render(.notice(.notWatching))

        XCTAssertEqual(
            lines.all,
            [
                #"{"checkedAt":"2020-09-13T12:26:40Z","count":2,"type":"newItems"}"#,
                #"{"intervalSeconds":300,"notice":"watching","type":"notice"}"#,
                #"{"notice":"notWatching","type":"notice"}"#,
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

    func test_render_escapesWhatJSONLeavesRawButNoReaderShouldGetRaw_keepingTheText() throws {
        let (sut, lines) = makeSUT()
        let invisible = "a\u{2028}b\u{2029}c \u{9B}31m \u{7F} \u{202E}d \u{200E}\u{FEFF} \u{E0041} é\u{00A0}€ 🌸"

        sut.render(.title(invisible))

        let line = try XCTUnwrap(lines.all.first)
        XCTAssertEqual(
            line,
            #"{"title":"a\u2028b\u2029c \u009b31m \u007f \u202ed \u200e\ufeff \udb40\udc41 é\#u{00A0}€ 🌸","type":"screen"}"#
        )
        let decoded = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String]
        XCTAssertEqual(decoded?["title"], invisible)
    }

    // MARK: - Helpers

    private final class LineRecorder {
        var all = [String]()
    }

    private let firstID = "7E2B1C1A-1D59-4A87-9C5B-4E1AE8C1E001"
    private let secondID = "7E2B1C1A-1D59-4A87-9C5B-4E1AE8C1E002"

    private var anyImage: FeedImageViewModel {
        FeedImageViewModel(
            description: nil, location: nil, id: UUID(uuidString: firstID), imageURL: URL(string: "https://a-url.com"))
    }

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (JSONScreenRenderer, LineRecorder) {
        let lines = LineRecorder()
        let sut = JSONScreenRenderer(writeLine: { [lines] in lines.all.append($0) })
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(lines, file: file, line: line)
        return (sut, lines)
    }
}
