import Composition
import FeedAPI
import FeedTextUI
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
            case "--format":
                options.front = try front(from: try value())
            case "--images":
                let text = try value()
                guard let images = LaunchOptions.Images(rawValue: text) else { throw .invalidImages(text) }
                options.images = images
            case "--image-rows":
                let text = try value()
                guard let rows = Int(text), validImageRows.contains(rows) else { throw .invalidImageRows(text) }
                options.imageRows = rows
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

    /// An http or https URL with a host and a usable port, from which the endpoints can make every
    /// request URL: Foundation parses some URLs (`http://a%20b`) whose parts it cannot put back
    /// together, so a URL is checked here, once, by the code that will build the requests. The
    /// message repeats the URL without its user info, which may be a password.
    private static func url(from text: String) throws(UsageProblem) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty, url.port.map(validPorts.contains) ?? true,
            FeedEndpoint.get().url(baseURL: url) != nil, ImageCommentsEndpoint.get(UUID()).url(baseURL: url) != nil
        else {
            throw .invalidURL(URLRedaction.hidingUserInfo(in: text))
        }
        return url
    }

    private static let validPorts = 1...65535

    /// Decimal seconds only (`30`, `2.5`): `TimeInterval(_:)` also reads hexadecimal (`0x10`),
    /// exponents (`1e-9`), `inf` and `nan`, none of which anyone means by a timeout.
    private static func timeout(from text: String) throws(UsageProblem) -> TimeInterval {
        guard text.wholeMatch(of: /[0-9]+(\.[0-9]*)?|\.[0-9]+/) != nil, let seconds = TimeInterval(text),
            validTimeouts.contains(seconds)
        else {
            throw .invalidTimeout(text)
        }
        return seconds
    }

    private static func front(from text: String) throws(UsageProblem) -> FeedTTYComposer.Front {
        switch text {
        case "text": .text
        case "json": .json
        default: throw .invalidFormat(text)
        }
    }

    private static let validImageRows = 1...50

    private static let validTimeouts: ClosedRange<TimeInterval> = 0.1...3600
}
