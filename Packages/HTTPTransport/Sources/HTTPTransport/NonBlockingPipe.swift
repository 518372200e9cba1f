import Foundation

/// A pipe whose ends never block and are not inherited by child processes: what the transport
/// polls beside its sockets (a cancellation, free connection slots). Nil when the process is out
/// of file descriptors.
func makeNonBlockingPipe() -> (readEnd: Int32, writeEnd: Int32)? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    return (ends[0], ends[1])
}
