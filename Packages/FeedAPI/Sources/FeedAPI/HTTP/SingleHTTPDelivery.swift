import FeedFeature
import Foundation

/// The completion of one HTTP request, called once (what an adapter of a `BlockingHTTPClient` to
/// `HTTPClient` needs to honour `cancel()`'s contract): with whichever comes first of the result and
/// the cancellation; the other is dropped. The completion runs inside the lock, so a `cancel()`
/// that has returned has either delivered or seen the delivery finish: never one after it. The
/// completion must therefore not cancel its own request.
public final class SingleHTTPDelivery<Value: Sendable>: Sendable {
    public typealias Completion = @Sendable (consuming Result<Value, Error>) -> Void

    private let completion: HandOffMutex<Completion?>

    public init(_ completion: @escaping Completion) {
        self.completion = HandOffMutex(completion)
    }

    /// Hands `result` on, not a copy of it: the completion may let go of the body while it runs.
    public func deliver(_ result: consuming Result<Value, Error>) {
        var pending = Optional(result)
        completion.withLock { $0.take()?(pending.take()!) }
    }
}
