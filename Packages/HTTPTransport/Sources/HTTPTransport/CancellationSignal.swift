import Foundation
import Synchronization

/// Lets any thread interrupt a request that is blocked in `poll`: `cancel()` makes the read end
/// of a pipe readable, and every wait of the request polls that end beside its socket.
final class CancellationSignal: Sendable {
    private let isCancelledFlag = Atomic(false)
    private let readEnd: Int32
    private let writeEnd: Int32

    /// False when the process is out of file descriptors: the request then fails at once.
    let isUsable: Bool

    init() {
        var ends: [Int32] = [-1, -1]
        isUsable = pipe(&ends) == 0
        for end in ends where end >= 0 {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        if isUsable {
            close(readEnd)
            close(writeEnd)
        }
    }

    /// What `poll` watches: readable once cancelled.
    var fileDescriptor: Int32 { readEnd }

    var isCancelled: Bool { isCancelledFlag.load(ordering: .acquiring) }

    func cancel() {
        guard !isCancelledFlag.exchange(true, ordering: .acquiringAndReleasing) else { return }
        guard isUsable else { return }
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }
}
