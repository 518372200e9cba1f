import FeedFeature
import Foundation

/// Keeps at most `maxConcurrentLoads` image requests in flight and queues the rest in the order
/// they were asked for, which is the order the screen shows them: the first images appear first,
/// and a long feed does not open dozens of connections at once. A cancelled request, queued or
/// in flight, never completes and frees its place for the next one. Main-actor only: the loads it
/// is given must deliver on the main queue.
@MainActor
final class ImageLoadScheduler {
    private struct Request {
        let id: Int
        let url: URL
        let completion: @Sendable (FeedImageDataLoader.Result) -> Void
    }

    private let imageLoad: @MainActor (URL) -> ResourceLoad<Data>
    private let maxConcurrentLoads: Int
    /// Waiting requests, oldest first from `nextQueued` on: taking the next one is O(1) even with
    /// a hundred thousand images waiting.
    private var queued = [Request]()
    private var nextQueued = 0
    /// Cancelled while waiting: skipped when their turn comes, so cancelling is O(1) too.
    private var cancelledWhileQueued = Set<Int>()
    private var isStartScheduled = false
    private var inFlight = Set<Int>()
    private var cancels = [Int: CancelLoad]()
    private var lastRequestID = 0

    /// `imageLoad` makes the load of one image when its turn comes, so decorators on it (a
    /// deadline) count from that moment, not while it waits.
    init(maxConcurrentLoads: Int = 6, imageLoad: @escaping @MainActor (URL) -> ResourceLoad<Data>) {
        self.imageLoad = imageLoad
        self.maxConcurrentLoads = maxConcurrentLoads
    }

    var inFlightCount: Int { inFlight.count }

    func load(_ url: URL, completion: @escaping @Sendable (FeedImageDataLoader.Result) -> Void) -> CancelLoad {
        lastRequestID += 1
        let request = Request(id: lastRequestID, url: url, completion: completion)
        queued.append(request)
        startQueuedRequests()
        return { [weak self] in self?.cancel(request.id) }
    }

    private func startQueuedRequests() {
        while inFlight.count < maxConcurrentLoads, nextQueued < queued.count {
            let request = queued[nextQueued]
            nextQueued += 1
            if cancelledWhileQueued.remove(request.id) == nil {
                start(request)
            }
        }
        if nextQueued == queued.count {
            queued.removeAll(keepingCapacity: true)
            nextQueued = 0
            cancelledWhileQueued.removeAll()
        }
    }

    private func start(_ request: Request) {
        // Marked in flight before the load starts, so an inline completion finds it.
        inFlight.insert(request.id)
        let load = imageLoad(request.url)
        let cancel = load { [weak self] result in
            MainActor.assumeIsolated {
                guard let self, self.inFlight.remove(request.id) != nil else { return }
                self.cancels[request.id] = nil
                request.completion(result)
                self.startQueuedRequests()
            }
        }
        if inFlight.contains(request.id) {
            cancels[request.id] = cancel
        }
    }

    /// A screen that goes away cancels all its images at once: the freed places are filled after
    /// that, so requests that are about to be cancelled too are never started.
    private func startQueuedRequestsSoon() {
        guard !isStartScheduled else { return }
        isStartScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                self?.isStartScheduled = false
                self?.startQueuedRequests()
            }
        }
    }

    private func cancel(_ id: Int) {
        if inFlight.remove(id) != nil {
            cancels.removeValue(forKey: id)?()
            startQueuedRequestsSoon()
        } else {
            cancelledWhileQueued.insert(id)
        }
    }
}
