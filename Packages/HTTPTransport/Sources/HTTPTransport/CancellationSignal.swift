import FeedAPI
import FeedFeature
import Foundation
import Synchronization

/// Lets any thread interrupt a request that is blocked in `poll`: `cancel()` makes the read end
/// of a pipe readable, and every wait of the request polls that end beside its socket.
///
/// Most requests on a kept-alive connection never wait (their answer is already there when they
/// read), so the pipe is borrowed from the client's pool only at the first wait, and given back
/// as soon as the request has ended: a caller that keeps a finished request (to cancel it later,
/// say) keeps no descriptor with it; a feed of many thousand images would run out of them.
///
/// A cancel is never lost between the check and the wait: `cancel()` sets its flag before it
/// takes the lock under which it writes to the pipe, and a wait borrows the pipe under that lock
/// before it checks the flag. If the cancel's lock came first the wait sees the flag; otherwise
/// the cancel finds the pipe and writes to it, and the wait's `poll` returns at once.
final class CancellationSignal: Sendable {
    private let isCancelledFlag = Atomic(false)
    private let pipes: CancellationPipePool
    /// The borrowed pipe, nil before the first wait and once the request has ended: `cancel()`
    /// writes only while it is here, so never to a pipe another request has borrowed since.
    private let pipe = HandOffMutex<NonBlockingPipe?>(nil)

    init(pipes: CancellationPipePool = CancellationPipePool()) {
        self.pipes = pipes
    }

    deinit {
        close()
    }

    var isCancelled: Bool { isCancelledFlag.load(ordering: .acquiring) }

    /// Whether a wait has borrowed the pipe, so polls it or is about to: the moment a test waits
    /// for, instead of a time, before it cancels a request that must be blocked by then.
    var isWaitedOn: Bool { pipe.withLock { $0 != nil } }

    func cancel() {
        guard !isCancelledFlag.exchange(true, ordering: .acquiringAndReleasing) else { return }
        pipe.withLock { pipe in
            guard let pipe else { return }
            var byte: UInt8 = 1
            _ = write(pipe.writeEnd, &byte, 1)
        }
    }

    /// What a wait polls beside its socket: readable once cancelled. The caller checks
    /// `isCancelled` after this returns and before it polls. Throws when the process is out of
    /// file descriptors.
    func descriptorForWaiting() throws -> Int32 {
        try pipe.withLock { pipe in
            if let pipe { return pipe.readEnd }
            guard let borrowed = pipes.borrow() else {
                throw URLError(.cannotConnectToHost, reason: "out of file descriptors")
            }
            pipe = borrowed
            return borrowed.readEnd
        }
    }

    /// The request has ended: nothing polls the pipe any more.
    func close() {
        pipe.withLock { pipe in
            guard let borrowed = pipe else { return }
            pipe = nil
            // Only a cancel writes to the pipe, and it sets the flag before it locks: a pipe of a
            // request that was not cancelled is still empty.
            if isCancelled { borrowed.close() } else { pipes.giveBack(borrowed) }
        }
    }
}
