import FeedFeature
import Foundation

/// Keeps at most `maxConcurrentLoads` image requests in flight and queues the rest in the order
/// they were asked for, which is the order the screen shows them: the first images appear first,
/// and a long feed does not open dozens of connections at once. A cancelled request, queued or
/// in flight, never completes and frees its place for the next one.
///
/// Main-actor only: the loader it wraps must deliver on the main queue.
@MainActor
final class ImageLoadScheduler {
    private struct Request {
        let id: Int
        let url: URL
        let completion: @Sendable (FeedImageDataLoader.Result) -> Void
    }

    private let loader: any FeedImageDataLoader
    private let maxConcurrentLoads: Int
    private var queued = [Request]()
    private var inFlight = Set<Int>()
    private var tasks = [Int: FeedImageDataLoaderTask]()
    private var lastRequestID = 0

    init(loader: any FeedImageDataLoader, maxConcurrentLoads: Int = 6) {
        self.loader = loader
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
        while inFlight.count < maxConcurrentLoads, !queued.isEmpty {
            start(queued.removeFirst())
        }
    }

    private func start(_ request: Request) {
        // Marked in flight before the load starts, so an inline completion finds it.
        inFlight.insert(request.id)
        let task = loader.loadImageData(from: request.url) { [weak self] result in
            MainActor.assumeIsolated {
                guard let self, self.inFlight.remove(request.id) != nil else { return }
                self.tasks[request.id] = nil
                request.completion(result)
                self.startQueuedRequests()
            }
        }
        if inFlight.contains(request.id) {
            tasks[request.id] = task
        }
    }

    private func cancel(_ id: Int) {
        if inFlight.remove(id) != nil {
            tasks.removeValue(forKey: id)?.cancel()
            startQueuedRequests()
        } else {
            queued.removeAll { $0.id == id }
        }
    }
}
