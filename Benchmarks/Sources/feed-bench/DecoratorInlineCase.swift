import FeedFeature

@testable import Composition

/// Case 2: completions that already arrive on the main queue go through the decorator, against a
/// direct call. Every completion must run inline, before `load` returns: a hop would leave it queued
/// behind this very block, so the view's count right after the loop proves that none was taken.
final class DecoratorInlineCase: BenchCase {
    let name = "decorator_inline"
    let target = 3.0
    let count: Int
    var detail: String { "n=\(count)" }

    init(count: Int) {
        self.count = count
    }

    func prepare() {}

    func measure(_ side: Side, completion: @escaping @MainActor (Result<Double, any Error>) -> Void) {
        let view = CountingView(expecting: count)
        let loader = makeImmediateFeedLoader()
        let decorated: any FeedLoader = MainQueueDispatchDecorator(decoratee: loader)
        let start = Clock.now()
        switch side {
        case .ours:
            for _ in 0..<count {
                decorated.load { view.display($0) }
            }
        case .reference:
            for _ in 0..<count {
                loader.load { view.display($0) }
            }
        }
        let milliseconds = Clock.milliseconds(since: start)
        guard view.received == count else {
            let missing = count - view.received
            completion(
                .failure(BenchFailure(description: "\(missing) of \(count) completions were not delivered inline")))
            return
        }
        completion(.success(milliseconds))
    }
}
