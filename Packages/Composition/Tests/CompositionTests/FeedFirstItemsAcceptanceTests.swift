import Composition
import FeedAPI
import Foundation
import MainQueueTestSupport
import Synchronization
import TestSupport
import XCTest

/// A big first page, as the app meets it: its first items are shown as they arrive, before its last
/// has come, and the rest once it is whole, each item once. A page of the API's size comes whole.
final class FeedFirstItemsAcceptanceTests: XCTestCase {
    @MainActor
    func test_firstLook_showsABigPagesFirstItemsAsTheyArrive_andTheRestOnceThePageIsWhole() async throws {
        let names = (1...80).map { "item \($0)" }
        let server = PageInTwoPartsServer(items: names, itemPadding: 1_000, firstPartSize: 80_000)
        let (shownWhileArriving, output) = try await showFirstLook(of: server)

        XCTAssertTrue(shownWhileArriving.contains("1. item 1\n"), shownWhileArriving)
        XCTAssertTrue(shownWhileArriving.contains("2. item 2\n"), shownWhileArriving)
        XCTAssertFalse(shownWhileArriving.contains("item 80\n"), shownWhileArriving)
        // Numbers are right-aligned to the list's count when shown: " 1." of the first 64, " 65." of 80.
        let numbered = output.lines.filter { $0.contains(". item ") }.map { $0.drop { $0 == " " } }
        XCTAssertEqual(numbered, names.enumerated().map { "\($0.offset + 1). \($0.element)"[...] }, output.text)
        XCTAssertTrue(output.text.contains("Type “more” to load more."), output.text)
    }

    @MainActor
    func test_firstLook_showsAPageOfTheAPIsSizeWhole_howeverItsBytesCome() async throws {
        let names = (1...10).map { "item \($0)" }
        let server = PageInTwoPartsServer(items: names, itemPadding: 0, firstPartSize: 700)
        let (shownWhileArriving, output) = try await showFirstLook(of: server)

        XCTAssertFalse(shownWhileArriving.contains("item 1\n"), shownWhileArriving)
        XCTAssertTrue(
            output.text.contains(" 1. item 1\n"), "Expected numbers aligned to the whole page\n\(output.text)")
        XCTAssertTrue(output.text.contains("10. item 10\n"), output.text)
    }

    // MARK: - Helpers

    /// The app's first look at `server`'s page: what it showed once the first part was read, and
    /// its output once the rest was.
    @MainActor
    private func showFirstLook(of server: PageInTwoPartsServer, file: StaticString = #filePath, line: UInt = #line)
        async throws -> (shownWhileArriving: String, output: TextBuffer)
    {
        let (app, _, output, _) = makeComposer(httpClient: server, file: file, line: line)
        app.start()
        try server.waitForFirstPartRead()
        await nextMainQueueTurn()
        let shownWhileArriving = output.text
        server.sendTheRest()
        try server.waitForPageEnd()
        await nextMainQueueTurn()
        return (shownWhileArriving, output)
    }
}

/// Answers the feed with `items` (a `200`, each item with `itemPadding` bytes of a key the app does
/// not read) from a thread of its own, as the transport reads a body: its first `firstPartSize`
/// bytes, then, when the test says, the rest. Images are answered `404` at once.
private final class PageInTwoPartsServer: HTTPClient, Sendable {
    private struct Task: HTTPClientRequest {
        func cancel() {}
    }

    private let body: Data
    private let firstPartSize: Int
    private let firstPartRead = DispatchSemaphore(value: 0)
    private let restAllowed = DispatchSemaphore(value: 0)
    private let pageEnded = DispatchSemaphore(value: 0)

    init(items: [String], itemPadding: Int, firstPartSize: Int) {
        let padding = String(repeating: "x", count: itemPadding)
        let objects = items.enumerated().map { index, name in
            #"{"id":"\#(UUID().uuidString)","description":"\#(name)","padding":"\#(padding)","image":"http://127.0.0.1:8080/images/\#(index).png"}"#
        }
        body = Data(#"{"items":[\#(objects.joined(separator: ","))]}"#.utf8)
        precondition(firstPartSize < body.count, "the page must come in two parts")
        self.firstPartSize = firstPartSize
    }

    func waitForFirstPartRead() throws {
        guard firstPartRead.wait(timeout: .now() + 5) == .success else { throw TimedOut() }
    }

    func sendTheRest() {
        restAllowed.signal()
    }

    func waitForPageEnd() throws {
        guard pageEnded.wait(timeout: .now() + 5) == .success else { throw TimedOut() }
    }

    func get(from url: URL, completion: @escaping @Sendable (consuming HTTPClient.Result) -> Void) -> HTTPClientRequest
    {
        completion(.success((Data(), HTTPResponse(url: url, statusCode: 404))))
        return Task()
    }

    func get<Resource: Sendable>(
        from url: URL, headerFields: [String: String],
        reading makeReader: @escaping @Sendable (HTTPResponse) -> any HTTPBodyReader<Resource>,
        completion: @escaping @Sendable (consuming Result<Resource, Error>) -> Void
    ) -> HTTPClientRequest {
        guard url.path.hasSuffix("/v1/feed") else {
            completion(Swift.Result { try makeReader(HTTPResponse(url: url, statusCode: 404)).readingWhole(Data()) })
            return Task()
        }
        let (body, firstPartSize) = (body, firstPartSize)
        let (firstPartRead, restAllowed, pageEnded) = (firstPartRead, restAllowed, pageEnded)
        Thread.detachNewThread {
            var reader = makeReader(HTTPResponse(url: url, statusCode: 200))
            let result = Swift.Result {
                try body.prefix(firstPartSize).withUnsafeBytes { try reader.read($0) }
                firstPartRead.signal()
                restAllowed.wait()
                try body.dropFirst(firstPartSize).withUnsafeBytes { try reader.read($0) }
                return try reader.finish()
            }
            completion(result)
            pageEnded.signal()
        }
        return Task()
    }

    private struct TimedOut: Error {}
}
