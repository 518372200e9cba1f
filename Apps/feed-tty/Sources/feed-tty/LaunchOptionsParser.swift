import Composition
import Foundation

/// Parses the command line. Every mistake is a `UsageProblem`, which `main.swift` prints in the
/// user's language with the usage line before exiting 64 (EX_USAGE).
enum LaunchOptionsParser {
    static func parse(_ arguments: [String]) throws(UsageProblem) -> LaunchOptions {
        var options = LaunchOptions()
        var remaining = arguments[...]

        while let argument = remaining.popFirst() {
            let (flag, inlineValue) = split(argument)
            func value() throws(UsageProblem) -> String {
                try Self.value(of: flag, inline: inlineValue, from: &remaining)
            }
            switch flag {
            case "--url":
                options.baseURL = try url(from: try value())
            case "--timeout":
                options.timeout = try timeout(from: try value())
            case "--lang":
                options.language = try value()
            case "--log":
                options.logPath = try value()
            case "--cache-dir":
                options.cacheDirectory = try value()
            case "--no-cache":
                options.noCache = true
            case "--no-color":
                options.noColor = true
            case "--help", "-h":
                options.action = .showHelp
            case "--version":
                if options.action == .run { options.action = .showVersion }
            default:
                throw .unknownOption(argument)
            }
        }
        if options.noCache, options.cacheDirectory != nil {
            throw .conflictingOptions("--cache-dir", "--no-cache")
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
    ) throws(UsageProblem) -> String {
        if let inline { return inline }
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
            throw .missingValue(option: flag)
        }
        return next
    }

    private static func url(from text: String) throws(UsageProblem) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else {
            throw .invalidURL(text)
        }
        return url
    }

    private static func timeout(from text: String) throws(UsageProblem) -> TimeInterval {
        guard let seconds = TimeInterval(text), seconds.isFinite, seconds > 0, seconds <= 3600 else {
            throw .invalidTimeout(text)
        }
        return seconds
    }
}
