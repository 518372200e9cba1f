import FeedAPI
import Foundation

/// What every blocking step of one request waits under: its deadline and its cancellation. A
/// wait polls the socket together with the cancellation pipe, for the time that remains.
struct RequestWatch: Sendable {
    let deadline: Deadline
    let cancellation: CancellationSignal

    enum Readiness {
        case readable
        case writable
    }

    /// Throws `.cancelled` or `.timedOut` if the request is over before the call starts.
    func check() throws {
        if cancellation.isCancelled { throw URLError(.cancelled) }
        if deadline.hasPassed {
            throw URLError(
                .timedOut, reason: "the request took longer than its deadline",
                underlying: ClientTimeoutError(seconds: deadline.seconds))
        }
    }

    /// Blocks until `fileDescriptor` is ready for `readiness` (or has failed: the next read or write
    /// says how), throwing `.cancelled` or `.timedOut` when one of those comes first.
    func wait(for readiness: Readiness, on fileDescriptor: Int32) throws {
        let events = Int16(readiness == .readable ? POLLIN : POLLOUT)
        // Borrowed before the check below, so that a cancel from now on makes it readable.
        let cancellationDescriptor = try cancellation.descriptorForWaiting()
        while true {
            try check()
            var descriptors = (
                pollfd(fd: fileDescriptor, events: events, revents: 0),
                pollfd(fd: cancellationDescriptor, events: Int16(POLLIN), revents: 0)
            )
            let ready = withUnsafeMutablePointer(to: &descriptors) { pair in
                pair.withMemoryRebound(to: pollfd.self, capacity: 2) { poll($0, 2, deadline.remainingMilliseconds) }
            }
            if ready < 0 && errno != EINTR {
                throw URLError(.cannotConnectToHost, reason: "poll failed: \(String(cString: strerror(errno)))")
            }
            if ready > 0 && descriptors.1.revents != 0 { throw URLError(.cancelled) }
            if ready > 0 && descriptors.0.revents != 0 { return }
        }
    }
}
