import FeedTextUI
import Foundation

/// The options of a run from its sources, each over the one below it: the command line, then the
/// environment (`FEED_TTY_URL`), then the configuration file, then the defaults. Pure: the file
/// comes parsed (`ConfigFileLoader`).
///
/// Each source is read by `LaunchOptionsParser` as `--key=value` arguments, so a value is checked
/// as on the command line, and each is checked whole, also where a higher source overrides it: a
/// mistake in the file is told today, not on the day the command line stops hiding it.
enum LaunchConfiguration {
    /// The base URL when `--url` is not given: an environment variable, for a shell's profile or
    /// a script, and the one variable feed-tty reads for itself.
    static let urlVariable = "FEED_TTY_URL"

    struct ConfigFile: Equatable {
        let path: String
        let entries: [String: ConfigFileEntry]
        /// Its permission bits, when read from disk.
        var mode: mode_t?
    }

    /// A usage problem is the command line's (exit 64); a configuration problem the file's or the
    /// environment's (exit 78).
    enum Problem: Error, Equatable {
        case usage(UsageProblem)
        case configuration(ConfigurationProblem)
    }

    static func merge(
        arguments: [String],
        environment: [String: String],
        file: ConfigFile?
    ) throws(Problem) -> LaunchOptions {
        let fromFile = try file.map(fileOptions) ?? LaunchOptions()
        let fromEnvironment = try environmentOptions(environment, over: fromFile)
        var parser = LaunchOptionsParser(over: fromEnvironment)
        do {
            try parser.read(arguments)
            return try parser.finish()
        } catch {
            throw .usage(error)
        }
    }

    /// The file's settings in the order of its lines, each told by its line when it is wrong.
    private static func fileOptions(_ file: ConfigFile) throws(Problem) -> LaunchOptions {
        var parser = LaunchOptionsParser()
        for (key, entry) in file.entries.sorted(by: { $0.value.line < $1.value.line }) {
            do {
                try parser.read([argument(key: key, value: entry.value)])
            } catch {
                throw .configuration(.badLine(path: file.path, line: entry.line, .invalidValue(error)))
            }
        }
        do {
            return try parser.finish()
        } catch {
            throw .configuration(.badLine(path: file.path, line: lastLine(of: error, in: file), .invalidValue(error)))
        }
    }

    /// Settings that contradict each other (`cache-dir` with `no-cache = true`) are told at the
    /// later of their lines, where the contradiction appears as the file is read.
    private static func lastLine(of problem: UsageProblem, in file: ConfigFile) -> Int {
        guard case let .conflictingOptions(first, second) = problem else { return 0 }
        let keys = [first, second].compactMap { CommandLineOption.named($0)?.configKey }
        return keys.compactMap { file.entries[$0]?.line }.max() ?? 0
    }

    /// The file's `key = value` as the command line writes it, for the option that declares the
    /// key (`CommandLineOption.configKey`).
    static func argument(key: String, value: String) -> String {
        guard let option = CommandLineOption.all.first(where: { $0.configKey == key }) else {
            return "--\(key)=\(value)"
        }
        return "\(option.name)=\(value)"
    }

    /// An empty variable is as good as none, as with `NO_COLOR`: `FEED_TTY_URL= feed-tty` is how a
    /// shell unsets it for one run.
    private static func environmentOptions(_ environment: [String: String], over lower: LaunchOptions) throws(Problem)
        -> LaunchOptions
    {
        guard let url = environment[urlVariable], !url.isEmpty else { return lower }
        var parser = LaunchOptionsParser(over: lower)
        do {
            try parser.read(["--url=\(url)"])
            return try parser.finish()
        } catch {
            throw .configuration(.badEnvironment(variable: urlVariable, error))
        }
    }
}
