import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Registered only through `URLSessionConfiguration.protocolClasses`: on Linux the global
/// `URLProtocol.registerClass` does not intercept http.
final class URLProtocolStub: URLProtocol {
    private struct Stub: Sendable {
        let response: URLResponse?
        let chunks: [Data]
        let error: Error?
        let finishesLoading: Bool
        let requestObserver: (@Sendable (URLRequest) -> Void)?
    }

    // URLSession creates protocol instances itself, on its own queues, so the stub is shared state.
    private static let stub = Mutex<Stub?>(nil)
    private static let stopLoadingObserver = Mutex<(@Sendable () -> Void)?>(nil)

    static func stub(data: Data?, response: URLResponse?, error: Error?) {
        stub.withLock {
            $0 = Stub(
                response: response, chunks: data.map { [$0] } ?? [], error: error, finishesLoading: true,
                requestObserver: nil)
        }
    }

    /// Sends the response and then each chunk in its own `didLoad` call; unless `finishesLoading`,
    /// the request stays open after the last chunk until it is cancelled. Session delegates see every
    /// chunk, but on Linux a data task's completion handler gets only the last one: its URLSession
    /// keeps only the latest `didLoad` data of a URLProtocol (its own HTTP protocol gathers the body).
    static func stub(response: URLResponse, chunks: [Data], finishesLoading: Bool = true) {
        stub.withLock {
            $0 = Stub(
                response: response, chunks: chunks, error: nil, finishesLoading: finishesLoading,
                requestObserver: nil)
        }
    }

    /// Records the request and then leaves it pending, so it only ends when it is cancelled.
    static func observeRequests(observer: @escaping @Sendable (URLRequest) -> Void) {
        stub.withLock {
            $0 = Stub(response: nil, chunks: [], error: nil, finishesLoading: false, requestObserver: observer)
        }
    }

    /// URLSession stops loading a request when it is cancelled.
    static func observeStopLoading(observer: @escaping @Sendable () -> Void) {
        stopLoadingObserver.withLock { $0 = observer }
    }

    static func removeStub() {
        stub.withLock { $0 = nil }
        stopLoadingObserver.withLock { $0 = nil }
    }

    override class func canInit(with request: URLRequest) -> Bool {
        true
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        guard let stub = URLProtocolStub.stub.withLock({ $0 }) else { return }

        if let observer = stub.requestObserver {
            observer(request)
            return
        }

        if let response = stub.response {
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        }

        for chunk in stub.chunks {
            client?.urlProtocol(self, didLoad: chunk)
        }

        if let error = stub.error {
            client?.urlProtocol(self, didFailWithError: error)
        } else if stub.finishesLoading {
            client?.urlProtocolDidFinishLoading(self)
        }
    }

    override func stopLoading() {
        URLProtocolStub.stopLoadingObserver.withLock { $0 }?()
    }
}
