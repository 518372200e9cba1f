import Foundation

/// A counting semaphore whose wait can be polled beside a socket: its free slots are bytes in a
/// pipe, so a request waiting for a slot still ends at its deadline or cancellation.
final class SlotSemaphore: Sendable {
    private let readEnd: Int32
    private let writeEnd: Int32

    /// Nil when the process is out of file descriptors.
    init?(slots: Int) {
        guard let ends = makeNonBlockingPipe() else { return nil }
        (readEnd, writeEnd) = ends
        for _ in 0..<slots { signal() }
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    func wait(watch: RequestWatch) throws {
        var byte: UInt8 = 0
        while read(readEnd, &byte, 1) != 1 {
            guard errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else {
                throw URLError(.cannotConnectToHost, reason: "connection slots: \(String(cString: strerror(errno)))")
            }
            try watch.wait(for: .readable, on: readEnd)
        }
    }

    func signal() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }
}
