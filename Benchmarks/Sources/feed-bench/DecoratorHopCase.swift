import Composition
import Dispatch
import FeedFeature
import ResourceLoading

/// Case 1: completions produced on a background queue reach a main-queue view through
/// `MainQueueDispatchDecorator`, against the same loader completing through a bare
/// `DispatchQueue.main.async` (the target), and through the naive decorator of the Essential Feed
/// lesson (informational). The clock stops when the view has displayed the last one.
final class DecoratorHopCase: BenchCase {
    let name = "decorator_hop"
    let target = 1.25
    let count: Int
    let sides: [Side] = [.ours, .reference, .naive]
    var detail: String { "n=\(count)" }
    let naiveNote = NaiveDecoratorWording.hopsFromBackground

    init(count: Int) {
        self.count = count
    }

    func prepare() {}

    func measure(_ side: Side, completion: @escaping @MainActor (Result<Double, any Error>) -> Void) {
        let count = count
        let start = Clock.now()
        let view = CountingView(expecting: count) {
            let milliseconds = Clock.milliseconds(since: start)
            MainActor.assumeIsolated { completion(.success(milliseconds)) }
        }
        DispatchQueue.global().async {
            let loader = makeImmediateFeedLoader()
            switch side {
            case .ours:
                let decorated: any FeedLoader = MainQueueDispatchDecorator(decoratee: loader)
                for _ in 0..<count {
                    decorated.load { view.display($0) }
                }
            case .reference:
                for _ in 0..<count {
                    loader.load { result in DispatchQueue.main.async { view.display(result) } }
                }
            case .naive:
                let decorated: any FeedLoader = NaiveMainThreadDispatchDecorator(decoratee: loader)
                for _ in 0..<count {
                    decorated.load { view.display($0) }
                }
            }
        }
    }
}
