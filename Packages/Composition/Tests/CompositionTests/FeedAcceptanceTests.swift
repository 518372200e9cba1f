import FeedAPI
import FeedScreens
import FeedTextUI
import Foundation
import TestSupport
import XCTest

@testable import Composition

/// The real app, composed as `main.swift` composes it, with only its edges replaced: the network
/// by a stub, standard input and output by spies, and process exit by a recorder.
final class FeedAcceptanceTests: XCTestCase {
    @MainActor
    func test_onLaunch_displaysRemoteFeedWhenOnline() async {
        let (app, _, output, _) = makeComposer(httpClient: HTTPClientStub.online(response))

        app.start()

        XCTAssertEqual(output.lines.filter { $0.hasPrefix("1. ") || $0.hasPrefix("2. ") }, ["1. first", "2. second"])
        XCTAssertTrue(output.text.contains("   a location"), output.text)
    }

    @MainActor
    func test_onLaunch_requestsTheFirstPageFromTheBaseURL() async {
        let client = HTTPClientStub.online(response)
        let (app, _, _, _) = makeComposer(httpClient: client)

        app.start()

        XCTAssertEqual(
            client.requestedURLs.map(\.absoluteString),
            [
                "http://127.0.0.1:8080/some/base/v1/feed?limit=10",
                "http://127.0.0.1/images/1.png", "http://127.0.0.1/images/2.html",
            ])
    }

    @MainActor
    func test_onLaunch_displaysErrorWhenOffline() async {
        let (app, _, output, _) = makeComposer(httpClient: HTTPClientStub.offline)

        app.start()

        XCTAssertTrue(output.text.contains("Couldn't connect to server"), output.text)
    }

    @MainActor
    func test_onLaunch_showsEachImageFormatAndSizeOrItsFailure() async {
        let (app, _, output, _) = makeComposer(httpClient: HTTPClientStub.online(response))

        app.start()

        XCTAssertTrue(output.lines.contains("   image: PNG 1x1"), output.text)
        XCTAssertTrue(
            output.lines.contains("   image: failed (not an image) — type “retry 2” to try again."), output.text)
    }

    @MainActor
    func test_retryCommand_reloadsTheImage() async {
        let client = HTTPClientStub.online(response)
        let (app, input, output, _) = makeComposer(httpClient: client)

        app.start()
        input.type("retry 2")

        XCTAssertEqual(client.requestedURLs.filter { $0.lastPathComponent == "2.html" }.count, 2)
        XCTAssertEqual(
            output.lines.suffix(3),
            ["2. image: loading…", "2. image: failed (not an image) — type “retry 2” to try again.", ""])
    }

    @MainActor
    func test_moreCommand_loadsThePageAfterTheLastItem_untilAnEmptyPage() async {
        let client = HTTPClientStub.online(fullPageThenOneMore)
        let (app, input, output, _) = makeComposer(httpClient: client)

        app.start()
        XCTAssertEqual(output.lines.suffix(2), ["Type “more” to load more.", ""], "a full page may have more after it")
        input.type("more")
        XCTAssertEqual(
            output.lines.suffix(2), ["Type “more” to load more.", ""], "a short page (a capped server's) is no end")
        input.type("more")
        input.type("more")

        XCTAssertEqual(
            client.requestedURLs.filter { $0.path.hasSuffix("/v1/feed") }.map { $0.query ?? "" },
            ["limit=10", "limit=10&after_id=\(pagedID(10))", "limit=10&after_id=\(pagedID(11))"])
        XCTAssertTrue(output.lines.contains("11. item 11"), output.text)
        XCTAssertEqual(output.lines.suffix(4), ["Loading more…", "No more items.", "No more items.", ""])
    }

    @MainActor
    func test_commentsCommand_showsTheCommentsOfTheItemAndBackReturnsToTheFeedWithoutReloadingOrReprintingIt() async {
        let client = HTTPClientStub.online(response)
        let (app, input, output, _) = makeComposer(httpClient: client)
        app.start()

        input.type("comments 1")
        XCTAssertEqual(client.requestedURLs.last?.path, "/some/base/v1/image/\(firstID)/comments")
        XCTAssertTrue(output.lines.contains("Comments on item 1: first"), output.text)
        XCTAssertTrue(output.lines.contains("   a message"), output.text)
        XCTAssertTrue(output.lines.contains { $0.hasPrefix("1. a username · ") && $0.hasSuffix(" ago") }, output.text)

        let requestsBeforeBack = client.requestedURLs.count
        input.type("back")
        XCTAssertEqual(client.requestedURLs.count, requestsBeforeBack, "Expected the feed as it was, with no request")
        XCTAssertEqual(output.lines.filter { $0 == "My Feed" }.count, 1, "Expected the feed left above, not reprinted")
        XCTAssertEqual(output.lines.suffix(2), ["Back to “My Feed”: items 1–2 are above.", ""])
    }

    @MainActor
    func test_scriptedEndOfInput_exitsZeroAfterTheFeedLoaded() async {
        let (app, input, _, exit) = makeComposer(httpClient: HTTPClientStub.online(response))

        app.start()
        input.close()

        XCTAssertEqual(exit.statuses, [0])
    }

    @MainActor
    func test_scriptedEndOfInput_exitsOneWhenTheLastFeedLoadFailed() async {
        let (app, input, _, exit) = makeComposer(httpClient: HTTPClientStub.offline)

        app.start()
        input.close()

        XCTAssertEqual(exit.statuses, [1])
    }

    @MainActor
    func test_interactiveQuit_exitsZeroEvenWhenTheFeedFailed() async {
        let (app, input, output, exit) = makeComposer(httpClient: HTTPClientStub.offline, isInteractive: true)

        app.start()
        input.type("q")

        XCTAssertEqual(exit.statuses, [0])
        XCTAssertTrue(output.text.contains("feed> "), "Expected a prompt for a person at a terminal")
    }

    @MainActor
    func test_refreshCommand_checksTheFeedAgain_andSaysWhatItFound_withoutShowingTheFeedAgain() async {
        let client = HTTPClientStub.online(response)
        let (app, input, output, _) = makeComposer(httpClient: client)

        app.start()
        input.type("refresh")

        XCTAssertEqual(client.requestedURLs.filter { $0.path.hasSuffix("/v1/feed") }.count, 2)
        XCTAssertEqual(output.lines.filter { $0 == "My Feed" }.count, 1)
        XCTAssertEqual(output.lines.filter { $0.hasPrefix("No new items · ") }.count, 1, output.text)
    }

    @MainActor
    func test_demoFeed_showsTheDemoNoticeAndItsFirstPage() async {
        let (app, input, output, exit) = makeComposer(httpClient: HTTPClientStub.online(response), isDemo: true)

        await runUntilQuit(app, input: input, exit: exit)

        XCTAssertTrue(output.lines.first?.contains("demo feed") == true, output.text)
        XCTAssertEqual(output.lines.filter { $0.hasPrefix("1. ") || $0.hasPrefix("2. ") }, ["1. first", "2. second"])
        XCTAssertEqual(exit.statuses, [0])
    }
}

private let firstID = "7E2B1C1A-1D59-4A87-9C5B-4E1AE8C1E001"
private let secondID = "7E2B1C1A-1D59-4A87-9C5B-4E1AE8C1E002"

/// A feed of two items on one page (with room to spare, so the last): the first image a 1x1 PNG,
/// the second a web page where an image should be; the first item has a comment.
private func response(for url: URL) -> (Data, HTTPResponse) {
    let ok = HTTPResponse(url: url, statusCode: 200)
    switch (url.lastPathComponent, url.query ?? "") {
    case ("1.png", _):
        return (pngHeader(width: 1, height: 1), ok)
    case ("2.html", _):
        return (htmlPage(), ok)
    case ("comments", _) where url.path.contains(firstID):
        return (
            json(
                #"{"id": "\#(UUID())", "message": "a message", "created_at": "2020-05-20T11:24:59+0000", "author": {"username": "a username"}}"#
            ), ok
        )
    case ("comments", _):
        return (json(), ok)
    case ("feed", "limit=10"):
        return (
            json(
                #"{"id": "\#(firstID)", "description": "first", "location": "a location", "image": "http://127.0.0.1/images/1.png"}"#,
                #"{"id": "\#(secondID)", "description": "second", "image": "http://127.0.0.1/images/2.html"}"#), ok
        )
    case ("feed", _):
        return (json(), ok)
    default:
        return (Data(), HTTPResponse(url: url, statusCode: 404))
    }
}

/// A full page of ten items, then a page of one: the feed has eleven.
private func fullPageThenOneMore(for url: URL) -> (Data, HTTPResponse) {
    let ok = HTTPResponse(url: url, statusCode: 200)
    let item = { (number: Int) in
        #"{"id": "\#(pagedID(number))", "description": "item \#(number)", "image": "http://127.0.0.1/images/1.png"}"#
    }
    switch (url.lastPathComponent, url.query ?? "") {
    case ("feed", "limit=10"):
        return (Data(#"{"items": [\#((1...10).map(item).joined(separator: ","))]}"#.utf8), ok)
    case ("feed", "limit=10&after_id=\(pagedID(10))"):
        return (json(item(11)), ok)
    case ("feed", _):
        return (json(), ok)
    default:
        return (pngHeader(width: 1, height: 1), ok)
    }
}

private func pagedID(_ number: Int) -> String {
    String(format: "7E2B1C1A-1D59-4A87-9C5B-4E1AE8C1F%03d", number)
}

private func json(_ items: String...) -> Data {
    Data(#"{"items": [\#(items.joined(separator: ","))]}"#.utf8)
}
