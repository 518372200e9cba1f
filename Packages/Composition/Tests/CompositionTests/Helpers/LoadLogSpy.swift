import Foundation
import ResourceLoading

/// The lines an app writes to its load log (`--log`), as it writes them.
@MainActor
final class LoadLogSpy: LoadLogging {
    struct Line {
        let what: String
        let outcome: String
    }

    private(set) var lines = [Line]()

    func now() -> Date { Date(timeIntervalSince1970: 1_600_000_000) }

    func write(_ what: String, since start: Date, outcome: String) {
        lines.append(Line(what: what, outcome: outcome))
    }
}
