import FeedFeature

/// Cancellation pipes kept between the requests of one client. A request borrows one only when it
/// first has to wait, and gives it back when it ends, unless it was cancelled (then the pipe holds
/// a byte and is closed): a page of small images reuses a few pipes instead of making and closing
/// one per image (`pipe`, four `fcntl` and two `close` calls each).
final class CancellationPipePool: Sendable {
    private let capacity: Int
    // Requests on many threads borrow and give back at once.
    private let idle = HandOffMutex<[NonBlockingPipe]>([])

    /// Keeps at most `capacity` idle pipes; more, given back after a burst, are closed.
    init(capacity: Int = 16) {
        self.capacity = capacity
    }

    deinit {
        idle.withLock { pipes in pipes.forEach { $0.close() } }
    }

    /// An idle pipe, else a new one; nil when the process is out of file descriptors.
    func borrow() -> NonBlockingPipe? {
        idle.withLock { $0.popLast() } ?? NonBlockingPipe()
    }

    /// `pipe` must never have been written to: whoever borrows it next polls it for a cancel.
    func giveBack(_ pipe: NonBlockingPipe) {
        let capacity = capacity
        let isKept = idle.withLock { pipes in
            guard pipes.count < capacity else { return false }
            pipes.append(pipe)
            return true
        }
        if !isKept { pipe.close() }
    }
}
