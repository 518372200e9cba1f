import FeedAPI
import Foundation
import MainQueueTestSupport
import Synchronization

/// Answers every request at once from a function of the URL, and records what was requested.
final class HTTPClientStub: HTTPClient, Sendable {
    private struct Task: HTTPClientRequest {
        func cancel() {}
    }

    private let stub: @Sendable (URL) -> HTTPClient.Result
    private let requests = Mutex<[URL]>([])

    var requestedURLs: [URL] { requests.withLock { $0 } }

    init(stub: @escaping @Sendable (URL) -> HTTPClient.Result) {
        self.stub = stub
    }

    func get(from url: URL, completion: @escaping @Sendable (consuming HTTPClient.Result) -> Void) -> HTTPClientRequest
    {
        requests.withLock { $0.append(url) }
        completion(stub(url))
        return Task()
    }

    static var offline: HTTPClientStub {
        HTTPClientStub { _ in .failure(NSError(domain: "offline", code: 0)) }
    }

    static func online(_ respond: @escaping @Sendable (URL) -> (Data, HTTPResponse)) -> HTTPClientStub {
        HTTPClientStub { url in .success(respond(url)) }
    }
}
