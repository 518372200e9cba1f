import Foundation

/// Appends one line per load to a log file: when it started, what was loaded, how long it took
/// and how it ended. A decorator around any load, so loaders and screens know nothing of it.
///
/// Loads start and end on the main actor, so lines are written from there, one `write` each;
/// the file is opened for appending, so several runs can share one log.
@MainActor
public final class LoadLog {
    private let file: FileHandle
    private let clock: () -> Date

    /// Opens (or creates) `url` for appending; throws if it cannot be written.
    public init(appendingTo url: URL, clock: @escaping () -> Date = Date.init) throws {
        if !FileManager.default.fileExists(atPath: url.path) {
            guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
                throw CocoaError(.fileWriteNoPermission)
            }
        }
        file = try FileHandle(forWritingTo: url)
        try file.seekToEnd()
        self.clock = clock
    }

    func track<Resource: Sendable>(
        _ what: String,
        describing describe: @escaping @Sendable (Resource) -> String = { _ in "" },
        _ load: @escaping ResourceLoad<Resource>
    ) -> ResourceLoad<Resource> {
        { [self] completion in
            let start = clock()
            let logCancellation = Once { self.write(what, since: start, outcome: "cancelled") }
            let cancel = load { result in
                // Logged before it is delivered: delivering may settle the app, and settling may
                // end it.
                MainActor.assumeIsolated {
                    logCancellation.discard()
                    self.write(what, since: start, outcome: Self.outcome(of: result, describe))
                }
                completion(result)
            }
            return {
                cancel()
                logCancellation.run()
            }
        }
    }

    private func write(_ what: String, since start: Date, outcome: String) {
        let milliseconds = Int((clock().timeIntervalSince(start) * 1000).rounded())
        let line = "\(start.ISO8601Format()) \(what) \(milliseconds)ms \(outcome)\n"
        try? file.write(contentsOf: Data(line.utf8))
    }

    private static func outcome<Resource>(
        of result: Result<Resource, Error>,
        _ describe: (Resource) -> String
    ) -> String {
        switch result {
        case let .success(resource):
            let description = describe(resource)
            return description.isEmpty ? "ok" : "ok \(description)"
        case let .failure(error):
            return "failed \(error)"
        }
    }
}
