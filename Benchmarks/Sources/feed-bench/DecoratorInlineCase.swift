import Composition
import FeedFeature
import ResourceLoading

/// Case 2: completions that already arrive on the main queue go through the decorator, against a
/// direct call (the target), and through the naive decorator of the Essential Feed lesson
/// (informational). Ours must run every completion inline, before `load` returns: a hop would leave
/// it queued behind this very block, so the view's count right after the loop proves that none was
/// taken. The naive one is timed until its last completion is displayed, inline or not, and the
/// report says how many it ran inline.
final class DecoratorInlineCase: BenchCase {
    let name = "decorator_inline"
    let target = 4.0
    let count: Int
    let sides: [Side] = [.ours, .reference, .naive]
    private var naiveInline = [Int]()
    var detail: String { "n=\(count)" }

    var naiveNote: String {
        let inline = Set(naiveInline).sorted().map(String.init).joined(separator: " or ")
        guard naiveInline.allSatisfy({ $0 == 0 }) else {
            return "it ran \(inline) of \(count) completions inline per run"
        }
        return NaiveDecoratorWording.hopped(count: count)
    }

    init(count: Int) {
        self.count = count
    }

    func prepare() {}

    func measure(_ side: Side, completion: @escaping @MainActor (Result<Double, any Error>) -> Void) {
        if side == .naive { return measureNaive(completion: completion) }
        let view = CountingView(expecting: count)
        let loader = makeImmediateFeedLoader()
        let decorated: any FeedLoader = MainQueueDispatchDecorator(decoratee: loader)
        let start = Clock.now()
        if side == .ours {
            for _ in 0..<count {
                decorated.load { view.display($0) }
            }
        } else {
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

    private func measureNaive(completion: @escaping @MainActor (Result<Double, any Error>) -> Void) {
        let decorated: any FeedLoader = NaiveMainThreadDispatchDecorator(decoratee: makeImmediateFeedLoader())
        var loopEnded = false
        let start = Clock.now()
        let view = CountingView(expecting: count) {
            guard loopEnded else { return }  // all of them ran inline: reported after the loop
            let milliseconds = Clock.milliseconds(since: start)
            MainActor.assumeIsolated { completion(.success(milliseconds)) }
        }
        for _ in 0..<count {
            decorated.load { view.display($0) }
        }
        let milliseconds = Clock.milliseconds(since: start)
        loopEnded = true
        naiveInline.append(view.received)
        if view.received == count { completion(.success(milliseconds)) }
    }
}
