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
        let ends = makeNonBlockingPipe()
        isUsable = ends != nil
        readEnd = ends?.readEnd ?? -1
        writeEnd = ends?.writeEnd ?? -1
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
