import Foundation

/// A pipe whose ends never block and are not inherited by child processes: what the transport
/// polls beside its sockets (a cancellation, free connection slots).
struct NonBlockingPipe: Sendable {
    let readEnd: Int32
    let writeEnd: Int32

    /// Nil when the process is out of file descriptors.
    // `pipe2` would set both flags in one call, but Glibc's Swift module does not declare it (it
    // is a GNU extension). A new pipe's status flags are all clear, so setting O_NONBLOCK needs no
    // F_GETFL first.
    init?() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        (readEnd, writeEnd) = (ends[0], ends[1])
        for end in ends {
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
    }

    func close() {
        _ = Foundation.close(readEnd)
        _ = Foundation.close(writeEnd)
    }
}
