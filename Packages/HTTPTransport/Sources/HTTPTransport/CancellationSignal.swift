import FeedFeature
import Foundation
import Synchronization

/// Lets any thread interrupt a request that is blocked in `poll`: `cancel()` makes the read end
/// of a pipe readable, and every wait of the request polls that end beside its socket.
///
/// The pipe is the request's only while it runs: `close()` gives both descriptors back as soon as
/// the request has ended, so a caller that keeps a finished request (to cancel it later, say) does
/// not keep two descriptors with it; a feed of many thousand images would run out of them.
final class CancellationSignal: Sendable {
    private struct Pipe {
        let readEnd: Int32
        let writeEnd: Int32
    }

    private let isCancelledFlag = Atomic(false)
    /// Nil once closed (or when the process was out of descriptors): `cancel()` writes only while
    /// the ends are open, so it can never write to a descriptor number the process reused.
    private let pipe: HandOffMutex<Pipe?>

    /// False when the process is out of file descriptors: the request then fails at once.
    let isUsable: Bool

    /// What `poll` watches: readable once cancelled. Read by the request's own thread only, before
    /// it calls `close()`.
    let fileDescriptor: Int32

    init() {
        let ends = makeNonBlockingPipe()
        isUsable = ends != nil
        fileDescriptor = ends?.readEnd ?? -1
        pipe = HandOffMutex(ends.map { Pipe(readEnd: $0.readEnd, writeEnd: $0.writeEnd) })
    }

    deinit {
        close()
    }

    var isCancelled: Bool { isCancelledFlag.load(ordering: .acquiring) }

    func cancel() {
        guard !isCancelledFlag.exchange(true, ordering: .acquiringAndReleasing) else { return }
        pipe.withLock { pipe in
            guard let pipe else { return }
            var byte: UInt8 = 1
            _ = write(pipe.writeEnd, &byte, 1)
        }
    }

    /// The request has ended: nothing polls the pipe any more.
    func close() {
        pipe.withLock { pipe in
            guard let ends = pipe else { return }
            Foundation.close(ends.readEnd)
            Foundation.close(ends.writeEnd)
            pipe = nil
        }
    }
}
