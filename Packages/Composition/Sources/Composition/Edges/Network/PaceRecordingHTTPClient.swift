import FeedAPI
import Foundation

/// An `HTTPClient` decorator that tells `pace` what each response's head says about asking again
/// (freshness, `Retry-After`), as the head arrives and before its body is read; the requests and
/// their results are the decoratee's, unchanged. The watch reads `pace` to choose when to ask again.
final class PaceRecordingHTTPClient: HTTPClient {
    private let decoratee: any HTTPClient
    private let pace: ServerPace
    private let currentDate: @Sendable () -> Date

    init(decoratee: any HTTPClient, pace: ServerPace, currentDate: @escaping @Sendable () -> Date = Date.init) {
        self.decoratee = decoratee
        self.pace = pace
        self.currentDate = currentDate
    }

    @discardableResult
    func get(from url: URL, completion: @escaping @Sendable (consuming HTTPClient.Result) -> Void) -> HTTPClientRequest
    {
        decoratee.get(from: url) { [pace, currentDate] (result: consuming HTTPClient.Result) in
            if case let .success((_, response)) = result { pace.record(response, now: currentDate()) }
            completion(result)
        }
    }

    @discardableResult
    func get<Resource: Sendable>(
        from url: URL, headerFields: [String: String],
        reading makeReader: @escaping @Sendable (HTTPResponse) -> any HTTPBodyReader<Resource>,
        completion: @escaping @Sendable (consuming Swift.Result<Resource, Error>) -> Void
    ) -> HTTPClientRequest {
        decoratee.get(
            from: url, headerFields: headerFields,
            reading: { [pace, currentDate] response in
                pace.record(response, now: currentDate())
                return makeReader(response)
            }, completion: completion)
    }
}
