import FeedAPI
import FeedTextUI
import Foundation
import MainQueueTestSupport
import ManualClock
import TestSupport
import TextUITestSupport
import XCTest

@testable import Composition

/// The app at a terminal in raw mode: keys go through the line editor, the prompt stays under the
/// output, and items come in feed order, each with its image.
final class TerminalAcceptanceTests: XCTestCase {
    @MainActor
    func test_typedCommand_isPerformedAndThePromptNamesTheScreenInFront() async {
        let (app, keys, output, _, _) = makeSUT()
        app.start()

        keys.press("comments 1\r")

        XCTAssertTrue(output.text.contains("feed> comments 1\n"), output.text)
        XCTAssertTrue(output.text.hasSuffix("\rcomments 1> \u{1B}[K"), output.text.debugDescription)
    }

    @MainActor
    func test_ctrlDOnAnEmptyLine_savesTheHistoryAndQuitsWithZero() async {
        let (app, keys, _, exit, history) = makeSUT()
        app.start()

        keys.press("back\r")
        keys.press("\u{4}")

        XCTAssertEqual(exit.statuses, [0])
        XCTAssertEqual(history.saved?.entries, ["back"])
    }

    @MainActor
    func test_ctrlCOnAnEmptyLineWithNothingLoading_quitsWith130() async {
        let (app, keys, _, exit, _) = makeSUT(images: HTTPClientStub.online(tenItems))
        app.start()

        keys.press("refr\u{3}")
        XCTAssertEqual(exit.statuses, [], "Expected the first Ctrl-C to clear the typed line")

        keys.press("\u{3}")
        XCTAssertEqual(exit.statuses, [130])
    }

    @MainActor
    func test_ctrlCOnAnEmptyLineWhileImagesLoad_stopsThemAndASecondOneQuits() async {
        let images = HTTPClientSpy()
        let (app, keys, output, exit, _) = makeSUT(images: images)
        app.start()

        keys.press("\u{3}")
        XCTAssertEqual(exit.statuses, [])
        XCTAssertEqual(Set(images.cancelledURLs), Set(images.requestedURLs))
        XCTAssertTrue(output.text.contains("Stopped."), output.text)

        keys.press("\u{3}")
        XCTAssertEqual(exit.statuses, [130])
    }

    @MainActor
    func test_itemsComeInFeedOrderEachWithItsImage_andNoImageIsCancelledThoughThePageIsLongerThanTheScreen()
        async
    {
        let images = HTTPClientSpy()
        let (app, _, output, _, _) = makeSUT(images: images)
        app.start()
        await nextMainQueueTurn()
        XCTAssertEqual(images.requestedURLs.count, 6, "Expected the network's six places taken")

        images.complete(withStatusCode: 200, data: pngHeader(width: 1, height: 1), at: 1)
        await nextMainQueueTurn()
        XCTAssertFalse(output.text.contains("item 2"), "Expected item 2 held behind item 1, whose image loads")

        for index in [0] + Array(2..<10) {
            for _ in 0..<100 where images.requestedURLs.count <= index { await nextMainQueueTurn() }
            images.complete(withStatusCode: 200, data: pngHeader(width: 1, height: 1), at: index)
        }
        for _ in 0..<100 where !output.text.contains("item 10") { await nextMainQueueTurn() }

        XCTAssertEqual(images.cancelledURLs, [])
        let lines = output.text.components(separatedBy: "\n").filter { $0.contains("item ") || $0.contains("image:") }
        let expected = (1...10).flatMap { number in
            [(number < 10 ? " " : "") + "\(number). item \(number)", "    image: PNG 1x1"]
        }
        // The prompt is cleared (`\r ESC[K`) before each write and drawn again after it.
        XCTAssertEqual(lines.map { $0.components(separatedBy: "\u{1B}[K").last ?? $0 }, expected)
    }

    @MainActor
    func test_imageLines_linkToTheirImages_whereTheTerminalOpensLinks() async {
        let output = await tenItemsShown(usesLinks: true)

        for number in 1...10 {
            let link = "\u{1B}]8;;http://127.0.0.1/images/\(number).png\u{1B}\\image: PNG 1x1\u{1B}]8;;\u{1B}\\"
            XCTAssertTrue(output.contains(link), "item \(number): \(output.debugDescription)")
        }
    }

    @MainActor
    func test_imageLines_areNoLinks_whereTheTerminalIsNotKnownToOpenThem() async {
        let output = await tenItemsShown(usesLinks: false)

        XCTAssertTrue(output.contains("image: PNG 1x1"), output)
        XCTAssertFalse(output.contains("\u{1B}]8;"), output.debugDescription)
    }

    // MARK: - Helpers

    /// The output once the ten items are shown, each with its image.
    @MainActor
    private func tenItemsShown(usesLinks: Bool) async -> String {
        let images = HTTPClientSpy()
        let (app, _, output, _, _) = makeSUT(images: images, usesLinks: usesLinks)
        app.start()
        for index in 0..<10 {
            for _ in 0..<100 where images.requestedURLs.count <= index { await nextMainQueueTurn() }
            images.complete(withStatusCode: 200, data: pngHeader(width: 1, height: 1), at: index)
        }
        for _ in 0..<100 where !output.text.contains("item 10") { await nextMainQueueTurn() }
        return output.text
    }

    private final class HistoryRecorder {
        var saved: CommandHistory?
    }

    @MainActor
    private func makeSUT(
        images: any HTTPClient = HTTPClientSpy(), usesLinks: Bool = false, file: StaticString = #filePath,
        line: UInt = #line
    ) -> (FeedTTYComposer, TerminalInputReaderSpy, TextBuffer, ExitRecorder, HistoryRecorder) {
        let keys = TerminalInputReaderSpy()
        let output = TextBuffer()
        let exit = ExitRecorder()
        let history = HistoryRecorder()
        let app = FeedTTYComposer(
            FeedTTYComposer.Configuration(
                baseURL: URL(string: "http://127.0.0.1:8080/some/base")!,
                httpClient: HTTPClientStub.online(tenItems), imageHTTPClient: images,
                isDemo: false, isInteractive: true, usesColor: false, usesLinks: usesLinks,
                terminate: { [exit] status in exit.record(status) }, scheduler: ManualClock()),
            input: .terminal(
                LineEditingTerminal(
                    reader: keys, saveHistory: { [history] in history.saved = $0 })),
            output: output)
        trackForMemoryLeaks(app, file: file, line: line)
        return (app, keys, output, exit, history)
    }
}

/// A feed of ten items (image `N.png` each) and no comments.
private func tenItems(for url: URL) -> (Data, HTTPResponse) {
    let items = (1...10).map { number in
        #"{"id": "\#(UUID().uuidString)", "description": "item \#(number)", "image": "http://127.0.0.1/images/\#(number).png"}"#
    }
    let body = url.path.hasSuffix("/comments") ? #"{"items": []}"# : #"{"items": [\#(items.joined(separator: ","))]}"#
    return (Data(body.utf8), HTTPResponse(url: url, statusCode: 200))
}
