import FeedAPI
import Foundation
import TestSupport

/// Hands a `200` body on as a transport reading it from a socket does: in parts, to the reader.
final class PartsHTTPClientStub: HTTPClient, Sendable {
    private struct Request: HTTPClientRequest {
        func cancel() {}
    }

    let body: Data
    let partSize: Int
    let partsRead = LockedBox(0)
    let wholeBodyRequests = LockedBox(0)

    init(body: Data, partSize: Int) {
        self.body = body
        self.partSize = partSize
    }

    func get(from url: URL, completion: @escaping @Sendable (consuming HTTPClient.Result) -> Void)
        -> HTTPClientRequest
    {
        wholeBodyRequests.mutate { $0 += 1 }
        completion(.success((body, HTTPResponse(url: url, statusCode: 200))))
        return Request()
    }

    func get<Resource: Sendable>(
        from url: URL, headerFields: [String: String],
        reading makeReader: @escaping @Sendable (HTTPResponse) -> any HTTPBodyReader<Resource>,
        completion: @escaping @Sendable (consuming Swift.Result<Resource, Error>) -> Void
    ) -> HTTPClientRequest {
        var reader = makeReader(HTTPResponse(url: url, statusCode: 200))
        completion(
            Swift.Result {
                for start in stride(from: 0, to: body.count, by: partSize) {
                    try body[start..<min(start + partSize, body.count)].withUnsafeBytes { try reader.read($0) }
                    partsRead.mutate { $0 += 1 }
                }
                return try reader.finish()
            })
        return Request()
    }
}
