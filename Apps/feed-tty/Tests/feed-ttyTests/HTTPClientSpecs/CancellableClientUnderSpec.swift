import Composition
import FeedAPI
import FeedDemo
import TestSupport
import XCTest

/// A client the cancellation rows run against, with the URLs it answers: a slow one (so that a
/// request is under way when it is cancelled) and one answered at once.
struct CancellableClientUnderSpec: Sendable {
    let client: HTTPClientUnderSpec
    let slowURL: @Sendable (XCTestCase) throws -> URL
    let answeredURL: @Sendable (XCTestCase) throws -> URL

    /// The clients the cancellation rows run against (`HTTPClientCancellationSpecTests`).
    static let all = [socket, demo]

    static let socket = CancellableClientUnderSpec(
        client: .socket,
        slowURL: { test in try FeedServer.start(in: test, faults: ["slow-headers:30"]).feedURL },
        answeredURL: { test in try FeedServer.start(in: test).feedURL })

    /// The built-in demo's in-process client, whose every answer comes after a short delay.
    static let demo = CancellableClientUnderSpec(
        client: .demo, slowURL: { _ in demoFeedURL }, answeredURL: { _ in demoFeedURL })

    static var demoFeedURL: URL {
        FeedEndpoint.get().url(baseURL: FeedDemo.baseURL)!
    }
}

extension FeedServer {
    var feedURL: URL {
        baseURL.appendingPathComponent("v1/feed")
    }
}
