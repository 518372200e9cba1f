import Foundation

/// Parses the command line. Every mistake is a `UsageError` with a message a person can act on;
/// `main.swift` prints it with the usage and exits 64 (EX_USAGE).
enum LaunchOptionsParser {
    struct UsageError: Error, Equatable {
        let message: String
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> LaunchOptions {
        var options = LaunchOptions()
        var remaining = arguments[...]

        while let argument = remaining.popFirst() {
            let (flag, inlineValue) = split(argument)
            switch flag {
            case "--url":
                options.baseURL = try url(from: try value(of: flag, inline: inlineValue, from: &remaining))
            case "--timeout":
                options.timeout = try timeout(from: try value(of: flag, inline: inlineValue, from: &remaining))
            case "--no-color":
                options.noColor = true
            case "--help", "-h":
                options.action = .showHelp
            case "--version":
                if options.action == .run { options.action = .showVersion }
            default:
                throw UsageError(message: "unknown option '\(argument)'")
            }
        }
        return options
    }

    /// Accepts both `--flag value` and `--flag=value`.
    private static func split(_ argument: String) -> (flag: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func value(
        of flag: String,
        inline: String?,
        from remaining: inout ArraySlice<String>
    ) throws(UsageError) -> String {
        if let inline { return inline }
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
            throw UsageError(message: "\(flag) needs a value")
        }
        return next
    }

    private static func url(from text: String) throws(UsageError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else {
            throw UsageError(
                message: "--url needs an http or https URL such as https://example.com/feed, not '\(text)'")
        }
        return url
    }

    private static func timeout(from text: String) throws(UsageError) -> TimeInterval {
        guard let seconds = TimeInterval(text), seconds.isFinite, seconds > 0, seconds <= 3600 else {
            throw UsageError(message: "--timeout needs a number of seconds between 0 and 3600, not '\(text)'")
        }
        return seconds
    }
}
