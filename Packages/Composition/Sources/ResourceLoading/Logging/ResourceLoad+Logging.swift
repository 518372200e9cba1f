import FeedFeature
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

extension ResourceLoad {
    /// This load, with a line in `log` when it ends (`what`, how long it took, and how it ended:
    /// `describe` says what a success brought). `nil` logs nothing.
    public func logged(
        as what: String,
        describing describe: @escaping @Sendable (Resource) -> String = { _ in "" },
        in log: (any LoadLogging)?
    ) -> ResourceLoad {
        guard let log else { return self }
        return ResourceLoad { completion in
            let start = log.now()
            let logCancellation = Once { log.write(what, since: start, outcome: "cancelled") }
            let cancel = self { result in
                // Logged before it is delivered: delivering may settle the app, and settling may
                // end it.
                logCancellation.discard()
                log.write(what, since: start, outcome: Self.outcome(of: result, describe))
                completion(result)
            }
            return {
                cancel()
                logCancellation.run()
            }
        }
    }

    private static func outcome(of result: Result<Resource, Error>, _ describe: (Resource) -> String) -> String {
        switch result {
        case let .success(resource):
            let description = describe(resource)
            return description.isEmpty ? "ok" : "ok \(description)"
        case let .failure(failure as LoadFailure):
            return "failed \(failure.logText)"
        case let .failure(error):
            return "failed \(error)"
        }
    }
}

extension LoadFailure {
    /// How a log line names the failure: terse English for whoever reads the log, with all that is
    /// known (the status, the limit in bytes, the encoding, the seconds). The user's words for it
    /// are presentation's.
    var logText: String {
        switch self {
        case let .connectivity(connectivity): "connectivity \(connectivity)"
        case let .httpStatus(code): "HTTP \(code)"
        case let .invalidData(expected?): "invalid data: no \(expected)"
        case .invalidData(nil): "invalid data"
        case let .imageFormatNotDrawn(format): "image format not drawn: \(format)"
        case let .tooLarge(limit): "response over \(limit) bytes"
        // Quoted and escaped: the name comes from the server.
        case let .unsupportedContentEncoding(encoding): "unsupported content encoding \(encoding.debugDescription)"
        case let .timedOut(seconds?): "timed out after \(seconds.formatted()) s"
        case .timedOut(nil): "timed out"
        case let .runTimeRanOut(seconds): "not loaded: the run's \(seconds.formatted()) s after its input ended ran out"
        }
    }
}
