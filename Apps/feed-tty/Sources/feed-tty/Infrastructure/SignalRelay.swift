import Foundation
import Synchronization

/// Signals caught by a handler of feed-tty's own, which writes the signal's number into a pipe;
/// a thread of its own reads the pipe and calls the signal's watcher. Every signal reaches its watcher,
/// whichever thread the kernel chose to take it.
///
/// Not `DispatchSource.makeSignalSource`: on Linux, libdispatch reads signals from a signalfd and
/// relies on every thread blocking them, but `dispatchMain()` parks the main thread in
/// `sigsuspend` with no signal blocked, so the kernel hands most signals to the main thread.
/// libdispatch's handler there sends each one on to the thread that first registered a signal
/// source, which need not be the thread now reading the signalfd; then the signal waits unseen.
/// A SIGTERM while a feed was loading went unanswered in about 1 run in 30 on a loaded machine.
/// See docs/linux-notes.md.
final class SignalRelay: Sendable {
    static let shared = SignalRelay()

    fileprivate let writeEnd: Int32
    private let watchers = Mutex<[Int32: @Sendable () -> Void]>([:])

    private init() {
        var ends: [Int32] = [-1, -1]
        precondition(pipe(&ends) == 0, "no pipe for signals: \(errno)")
        let (readEnd, writeEnd) = (ends[0], ends[1])
        // A full pipe (signals faster than they are read) drops a signal instead of blocking the
        // thread the handler interrupted.
        _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK)
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        self.writeEnd = writeEnd

        let thread = Thread { [self] in callWatchers(readingFrom: readEnd) }
        thread.name = "feed-tty.signals"
        thread.start()
    }

    private func callWatchers(readingFrom readEnd: Int32) {
        var numbers = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(readEnd, &numbers, numbers.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            for number in numbers[..<count] {
                watchers.withLock { $0[Int32(number)] }?()
            }
        }
    }

    /// From now on `signalNumber` calls `watcher` on the relay's own thread, and its default action
    /// (ending or stopping the process) no longer happens.
    func watch(_ signalNumber: Int32, _ watcher: @escaping @Sendable () -> Void) {
        watchers.withLock { $0[signalNumber] = watcher }
        _ = relayWriteEnd  // made now, never for the first time inside the handler
        signal(signalNumber, relay)
    }
}

/// The one thing the handler reads: a constant once made.
private let relayWriteEnd = SignalRelay.shared.writeEnd

/// Runs on whichever thread the kernel chose, between any two instructions: only `write`, which
/// is async-signal-safe, and `errno` kept as the interrupted code had it.
private func relay(_ signalNumber: Int32) {
    let interruptedErrno = errno
    var number = UInt8(truncatingIfNeeded: signalNumber)
    _ = write(relayWriteEnd, &number, 1)
    errno = interruptedErrno
}
