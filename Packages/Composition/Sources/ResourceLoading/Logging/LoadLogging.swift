import Foundation

/// Where the `logged` decorator writes, one line per load: infrastructure the process chooses
/// (`--log FILE`).
@MainActor
public protocol LoadLogging: AnyObject, Sendable {
    /// When a load starts, by the log's clock.
    func now() -> Date

    /// One line: when `what` started, how long it took, how it ended.
    func write(_ what: String, since start: Date, outcome: String)
}
