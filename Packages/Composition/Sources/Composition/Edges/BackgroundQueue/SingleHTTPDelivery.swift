import FeedAPI
import FeedFeature

/// The completion of one HTTP request, called once: with whichever comes first of the result and
/// the cancellation; the other is dropped. The completion runs inside the lock, so a `cancel()`
/// that has returned has either delivered or seen the delivery finish: never one after it. The
/// completion must therefore not cancel its own request.
final class SingleHTTPDelivery: Sendable {
    private let completion: HandOffMutex<(@Sendable (HTTPClient.Result) -> Void)?>

    init(_ completion: @escaping @Sendable (HTTPClient.Result) -> Void) {
        self.completion = HandOffMutex(completion)
    }

    func deliver(_ result: HTTPClient.Result) {
        completion.withLock { $0.take()?(result) }
    }
}
