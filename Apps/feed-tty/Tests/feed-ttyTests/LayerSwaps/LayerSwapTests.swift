import Composition
import FeedAPI
import FeedCache
import FeedDemo
import FeedScreens
import FeedTextUI
import Foundation
import HTTPTransport
import TestSupport
import TextUITestSupport
import URLSessionHTTP
import XCTest

@testable import feed_tty

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Every swap that docs/architecture.md, "Swap a layer", walks through, proven by composing the
/// whole app with the alternative (through the composer's public API, as `main.swift` does) and
/// running a script to its end: the same feed on screen whichever HTTP client or store is chosen.
final class LayerSwapTests: XCTestCase {
    @MainActor
    func test_httpClient_theAppShowsTheFeedThroughEachClient() async throws {
        let server = try FeedServer.start(in: self)
        let clients: [(String, any HTTPClient)] = [
            (
                "SocketHTTPClient",
                FeedTTYComposer.makeHTTPClient(
                    performing: SocketHTTPClient(configuration: .init(timeout: 10, maximumResponseSize: 1 << 25)))
            ),
            ("URLSessionHTTPClient", URLSessionHTTPClient(configuration: .ephemeral, maximumResponseSize: 1 << 25)),
        ]
        for (name, client) in clients {
            let output = try await run(baseURL: server.baseURL, client: client)

            XCTAssertTrue(output.contains(" 1. An espresso in a red cup and saucer"), "\(name)\n\(output)")
            XCTAssertEqual(ItemImageLines.parse(output)[1], "JPEG 640x480", "\(name)\n\(output)")
        }
    }

    @MainActor
    func test_httpClient_theAppShowsTheDemoThroughTheDemoClient() async throws {
        let output = try await run(
            baseURL: FeedDemo.baseURL,
            client: FeedTTYComposer.makeHTTPClient(performing: FeedDemo.makeClient(latency: 0.01)))

        XCTAssertTrue(output.contains(" 1. An espresso in a red cup and saucer"), output)
    }

    @MainActor
    func test_store_theAppShowsTheCachedFeedOfflineFromEachStore() async throws {
        let server = try FeedServer.start(in: self)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swap-\(UUID())")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let caches: [(String, FeedTTYComposer.Cache)] = [
            ("on disk", .onDisk(for: server.baseURL, in: directory)),
            (
                "in memory",
                FeedTTYComposer.Cache(feedStore: InMemoryFeedStore(), imageStore: InMemoryFeedImageDataStore())
            ),
        ]
        let online = FeedTTYComposer.makeHTTPClient(
            performing: SocketHTTPClient(configuration: .init(timeout: 10, maximumResponseSize: 1 << 25)))
        let offline = FeedTTYComposer.makeHTTPClient(performing: FeedDemo.makeClient(latency: 0))
        for (name, cache) in caches {
            _ = try await run(baseURL: server.baseURL, client: online, cache: cache)
            // The demo client knows nothing of this base URL: every request fails, as offline.
            let output = try await run(baseURL: server.baseURL, client: offline, cache: cache)

            XCTAssertTrue(output.contains(" 1. An espresso in a red cup and saucer"), "\(name)\n\(output)")
        }
    }

    @MainActor
    func test_front_theAppShowsTheSameFeedAsOneJSONObjectPerLine() async throws {
        let server = try FeedServer.start(in: self)
        let client = FeedTTYComposer.makeHTTPClient(
            performing: SocketHTTPClient(configuration: .init(timeout: 10, maximumResponseSize: 1 << 25)))

        let output = try await run(baseURL: server.baseURL, client: client, front: .json)

        let objects = try output.split(separator: "\n").map { line in
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], String(line))
        }
        let items = try XCTUnwrap(objects.first { $0["type"] as? String == "items" }?["items"] as? [[String: Any]])
        let description = try XCTUnwrap(items.first?["description"] as? String, output)
        XCTAssertTrue(description.hasPrefix("An espresso in a red cup and saucer"), output)
        let firstImage = items.first?["image"] as? [String: Any]
        XCTAssertEqual(firstImage?["format"] as? String, "JPEG", output)
        XCTAssertEqual(firstImage?["width"] as? Int, 640, output)
    }

    // MARK: - Helpers

    /// The app composed with `client` (and `cache`), run as a script whose input ends at once.
    @MainActor
    private func run(
        baseURL: URL, client: any HTTPClient, cache: FeedTTYComposer.Cache? = nil, front: FeedTTYComposer.Front = .text
    ) async throws -> String {
        let output = TextBuffer()
        let exited = expectation(description: "the app quits")
        let app = FeedTTYComposer(
            FeedTTYComposer.Configuration(
                baseURL: baseURL, httpClient: client, requestTimeout: 10, isDemo: false, front: front,
                isInteractive: false,
                usesColor: false, cache: cache, terminate: { _ in exited.fulfill() }),
            input: .lines(EndedInput()),
            output: output)
        app.start()
        await fulfillment(of: [exited], timeout: 20)
        return output.text
    }
}

/// Standard input that has already ended.
private struct EndedInput: InputLineReader {
    func start(onEvent: @escaping @Sendable (InputEvent) -> Void) {
        onEvent(.endOfInput)
    }
}
