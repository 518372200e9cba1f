import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Registered only through `URLSessionConfiguration.protocolClasses`: on Linux the global
/// `URLProtocol.registerClass` does not intercept http.
final class URLProtocolStub: URLProtocol {
    private struct Stub: Sendable {
        let data: Data?
        let response: URLResponse?
        let error: Error?
        let requestObserver: (@Sendable (URLRequest) -> Void)?
    }

    // URLSession creates protocol instances itself, on its own queues, so the stub is shared state.
    private static let stub = Mutex<Stub?>(nil)

    static func stub(data: Data?, response: URLResponse?, error: Error?) {
        stub.withLock { $0 = Stub(data: data, response: response, error: error, requestObserver: nil) }
    }

    /// Records the request and then leaves it pending, so it only ends when it is cancelled.
    static func observeRequests(observer: @escaping @Sendable (URLRequest) -> Void) {
        stub.withLock { $0 = Stub(data: nil, response: nil, error: nil, requestObserver: observer) }
    }

    static func removeStub() {
        stub.withLock { $0 = nil }
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

        if let data = stub.data {
            client?.urlProtocol(self, didLoad: data)
        }

        if let error = stub.error {
            client?.urlProtocol(self, didFailWithError: error)
        } else {
            client?.urlProtocolDidFinishLoading(self)
        }
    }

    override func stopLoading() {}
}
