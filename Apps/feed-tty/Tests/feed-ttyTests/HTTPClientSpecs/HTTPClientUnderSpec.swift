import Composition
import FeedAPI
import FeedDemo
import HTTPTransport
import URLSessionHTTP
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A client feed-tty can be composed with, made as the specs need it: with the specs' size cap
/// and the given timeout.
struct HTTPClientUnderSpec: Sendable {
    let name: String
    let make: @Sendable (_ timeout: TimeInterval) -> any HTTPClient

    /// The clients the network rows run against (`HTTPClientNetworkSpecTests`).
    static let networkClients = [socket, urlSession]

    /// feed-tty's transport on Linux, composed as the app composes it: through the
    /// background-queue adapter of the composition root.
    static let socket = HTTPClientUnderSpec(name: "SocketHTTPClient") { timeout in
        FeedTTYComposer.makeHTTPClient(
            performing: SocketHTTPClient(
                configuration: .init(timeout: timeout, maximumResponseSize: XCTestCase.specCap)))
    }

    /// The reference client (and the one on macOS). Not run against the cancellation rows:
    /// cancelling after completion can trap inside FoundationNetworking on Linux (`TaskRegistry`),
    /// the reason it is not feed-tty's client there; nor for memory under concurrent floods, which
    /// it cannot bound.
    static let urlSession = HTTPClientUnderSpec(name: "URLSessionHTTPClient") { timeout in
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        return URLSessionHTTPClient(configuration: configuration, maximumResponseSize: XCTestCase.specCap)
    }

    /// The built-in demo's in-process client (no timeout of its own), composed as the app
    /// composes it: through the same background-queue adapter as the network's transport.
    static let demo = HTTPClientUnderSpec(name: "DemoHTTPClient") { _ in
        FeedTTYComposer.makeHTTPClient(performing: FeedDemo.makeClient())
    }
}
