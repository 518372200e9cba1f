import Dispatch

/// Serial queues that draw thumbnails, taken in turn: as many pictures are drawn at once as there
/// are queues, no more. One queue drew a page's ten sixel photos one after another on one core
/// (about 30 ms each at 80 × 24) while the other sat idle; one a processor draws them side by
/// side, and memory stays bounded as before, by one decoded thumbnail a queue.
@MainActor
final class ThumbnailQueues {
    private let queues: [DispatchQueue]
    private var nextIndex = 0

    init(count: Int) {
        queues = (0..<max(count, 1)).map { DispatchQueue(label: "feed-tty.thumbnails.\($0)", qos: .userInitiated) }
    }

    /// The queue whose turn it is.
    func next() -> DispatchQueue {
        defer { nextIndex = (nextIndex + 1) % queues.count }
        return queues[nextIndex]
    }
}
