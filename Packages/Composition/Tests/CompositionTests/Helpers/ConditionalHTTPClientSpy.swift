import FeedAPI
import Foundation
import MainQueueTestSupport
import Synchronization

/// Records each request's URL and header fields (what a conditional GET sends) and answers it when
/// the test says, with a status, header fields and a body read whole, on the test's own queue.
final class ConditionalHTTPClientSpy: HTTPClient, Sendable {
    private struct Request {
        let url: URL
        let headerFields: [String: String]
        let complete: @Sendable (Result<(Data, HTTPResponse), Error>) -> Void
    }

    private struct Task: HTTPClientRequest {
        func cancel() {}
    }

    private let requests = Mutex<[Request]>([])

    var requestedHeaderFields: [[String: String]] { requests.withLock { $0.map(\.headerFields) } }

    func get(from url: URL, completion: @escaping @Sendable (consuming HTTPClient.Result) -> Void) -> HTTPClientRequest
    {
        get(from: url, headerFields: [:], reading: { response in WholeBodyReader(for: response) { ($0, $1) } }) {
            (result: consuming Result<(Data, HTTPResponse), Error>) in completion(result)
        }
    }

    func get<Resource: Sendable>(
        from url: URL, headerFields: [String: String],
        reading makeReader: @escaping @Sendable (HTTPResponse) -> any HTTPBodyReader<Resource>,
        completion: @escaping @Sendable (consuming Result<Resource, Error>) -> Void
    ) -> HTTPClientRequest {
        let complete: @Sendable (Result<(Data, HTTPResponse), Error>) -> Void = { result in
            switch result {
            case let .failure(error):
                completion(.failure(error))
            case let .success((body, response)):
                completion(Swift.Result { try makeReader(response).readingWhole(body) })
            }
        }
        requests.withLock { $0.append(Request(url: url, headerFields: headerFields, complete: complete)) }
        return Task()
    }

    func complete(
        withStatusCode code: Int, headerFields: [String: String] = [:], data: Data = Data(), at index: Int = 0
    ) {
        let request = requests.withLock { $0[index] }
        request.complete(.success((data, HTTPResponse(url: request.url, statusCode: code, headerFields: headerFields))))
    }

    func complete(with error: Error, at index: Int = 0) {
        requests.withLock { $0[index] }.complete(.failure(error))
    }
}
