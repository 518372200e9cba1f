import Foundation

/// How long a client gave the request it ended for taking too long. A client puts it under the
/// `URLError(.timedOut)` it throws (`NSUnderlyingErrorKey`), as the system's error goes under a
/// connection's, so the loaders can say how long the wait was ("timed out after 30 s").
public struct ClientTimeoutError: Error, Equatable {
    public let seconds: TimeInterval

    public init(seconds: TimeInterval) {
        self.seconds = seconds
    }
}
