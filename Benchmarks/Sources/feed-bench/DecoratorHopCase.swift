import Composition
import Dispatch
import FeedFeature
import ResourceLoading

/// Case 1: completions produced on a background queue reach a main-queue view through
/// `MainQueueDispatchDecorator`, against the same loader completing through a bare
/// `DispatchQueue.main.async` (the target), and through the naive decorator of the Essential Feed
/// lesson (informational). The clock stops when the view has displayed the last one.
///
/// The completions are sent in batches, each queued while the main queue is held, then drained
/// while the producer waits: a run times what each side's hop costs (queueing, allocation, the
/// main queue running it), never a race between the two threads. Left to race, a million hops
/// fall into one of two regimes at random, the main queue's worker keeping pace and being woken
/// for nearly every hop (a futex each), or not; both sides took 0.4 s in one and 1.2 s in the
/// other, and a user's completions, a few at a time, each wake it alike (docs/performance.md).
final class DecoratorHopCase: BenchCase {
    let name = "decorator_hop"
    let target = 1.25
    let count: Int
    let sides: [Side] = [.ours, .reference, .naive]
    /// Voluntary context switches of the whole process per 1,000 completions, a run each: about
    /// one a batch here, where a race woke the main queue's worker for nearly every hop.
    private var switchesPerThousand = [Double]()
    var detail: String {
        let highest = switchesPerThousand.max().map { String(format: "%.2f", $0) } ?? "-"
        return "n=\(count) switches_per_1000=\(highest)"
    }
    let naiveNote = NaiveDecoratorWording.hopsFromBackground
    /// Small enough that a batch's blocks stay in the allocator's caches (about 2 MB), large enough
    /// that the two hand-overs of a batch are noise.
    private let batchSize = 10_000

    init(count: Int) {
        self.count = count
    }

    func prepare() {}

    func measure(_ side: Side, completion: @escaping @MainActor (Result<Double, any Error>) -> Void) {
        let (count, batchSize) = (count, batchSize)
        let (start, switches) = (Clock.now(), Clock.voluntarySwitches())
        let view = CountingView(expecting: count) {
            let milliseconds = Clock.milliseconds(since: start)
            let switched = Double(Clock.voluntarySwitches() - switches) * 1000 / Double(count)
            MainActor.assumeIsolated {
                self.switchesPerThousand.append(switched)
                completion(.success(milliseconds))
            }
        }
        DispatchQueue.global().async {
            let complete = Self.completer(for: side, view: view)
            var sent = 0
            while sent < count {
                let batch = min(batchSize, count - sent)
                let (queued, drained) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
                DispatchQueue.main.async { queued.wait() }
                for _ in 0..<batch { complete() }
                DispatchQueue.main.async { drained.signal() }
                queued.signal()
                drained.wait()
                sent += batch
            }
        }
    }

    /// One completion of `side`'s loader, from the calling (background) thread to `view`.
    nonisolated private static func completer(for side: Side, view: CountingView) -> () -> Void {
        let loader = makeImmediateFeedLoader()
        switch side {
        case .ours:
            let decorated: any FeedLoader = MainQueueDispatchDecorator(decoratee: loader)
            return { decorated.load { view.display($0) } }
        case .reference:
            return { loader.load { result in DispatchQueue.main.async { view.display(result) } } }
        case .naive:
            let decorated: any FeedLoader = NaiveMainThreadDispatchDecorator(decoratee: loader)
            return { decorated.load { view.display($0) } }
        }
    }
}
