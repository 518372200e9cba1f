import Dispatch
import FeedFeature
import Foundation

/// A reference for the decorator cases, and nothing else: the main-queue decorator of the Essential
/// Feed lesson, which hops to the main queue only `if !Thread.isMainThread`. It is wrong in this app:
/// under `dispatchMain()` on Linux the main queue is drained by worker threads, so
/// `Thread.isMainThread` is false inside main-queue blocks too, and a completion that is already on
/// the main queue hops anyway (a synchronous completion turns asynchronous, behind whatever is
/// queued). `MainQueueDispatchDecorator` asks the queue itself (a queue-specific key) instead; the
/// cases time this one beside it to show what that correctness costs. `Scripts/check-architecture`
/// exempts exactly this file from its rule against `isMainThread`.
///
/// As in the lesson but for one detail: the lesson's completion captures the decorator weakly
/// (`[weak self]`), which Swift 6 allows only for a `Sendable` decorator, and one that stores a
/// non-`Sendable` loader is not; `dispatch` is static instead, with the same extra closure per call.
final class NaiveMainThreadDispatchDecorator<T> {
    private let decoratee: T

    init(decoratee: T) {
        self.decoratee = decoratee
    }

    static func dispatch(completion: @escaping @Sendable () -> Void) {
        guard Thread.isMainThread else {
            return DispatchQueue.main.async(execute: completion)
        }
        completion()
    }
}

extension NaiveMainThreadDispatchDecorator: FeedLoader where T == any FeedLoader {
    @discardableResult
    func load(completion: @escaping @Sendable (FeedLoader.Result) -> Void) -> FeedLoaderRequest {
        decoratee.load { result in
            Self.dispatch { completion(result) }
        }
    }
}

/// How the reports name this reference and what it did: kept here, so that no other file needs to
/// name the main-thread test.
enum NaiveDecoratorWording {
    static let name = "the naive decorator (the Essential Feed lesson's, `if !Thread.isMainThread`)"
    static let hopsFromBackground =
        "from a background queue it hops every time, as it should: Thread.isMainThread is false there"
    static func hopped(count: Int) -> String {
        "it ran 0 of \(count) completions inline, so it hopped every time: under dispatchMain()"
            + " Thread.isMainThread is false on the main queue too (its time runs until the last hop is displayed)"
    }
}
