import Composition
import FeedAPI
import FeedTextUI
import Foundation

/// Reads options written as command-line arguments over the options of a lower source. Every
/// mistake is a `UsageProblem`, which `LaunchCommand` prints in the user's language.
///
/// The command line is read this way, and so are the configuration file's lines and
/// `FEED_TTY_URL`, which `LaunchConfiguration` turns into `--key=value` arguments: a value is
/// checked by the same code, with the same message, wherever it is written.
struct LaunchOptionsParser {
    /// The keys a configuration file may set: those of the options that do not only mean
    /// something for one run (`--help`, `--config`), as `CommandLineOption.all` declares them.
    static let settingNames = CommandLineOption.configKeys

    private var options: LaunchOptions
    // `--cache-dir` with `--no-cache` (or `--config` with `--no-config`) in one source contradict
    // each other; across sources the higher one wins, so each source is read by a parser of its own.
    private var givesCacheDirectory = false
    private var turnsCacheOff = false
    private var givesConfigFile = false
    private var turnsConfigOff = false

    /// A parser for one source, whose options start as `lower`'s.
    init(over lower: LaunchOptions = LaunchOptions()) {
        options = lower
    }

    /// The command line alone, over the defaults.
    static func parse(_ arguments: [String]) throws(UsageProblem) -> LaunchOptions {
        var parser = LaunchOptionsParser()
        try parser.read(arguments)
        return try parser.finish()
    }

    /// The command line read whole, its mistakes and all: the options around the first mistake
    /// (the language to tell it in, the configuration file to find one in), and that mistake.
    static func readThrough(_ arguments: [String]) -> (options: LaunchOptions, problem: UsageProblem?) {
        var parser = LaunchOptionsParser()
        var problem: UsageProblem?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (flag, inlineValue) = split(argument)
            do throws(UsageProblem) {
                try parser.read(flag, inlineValue: inlineValue, remaining: &remaining, argument: argument)
            } catch {
                problem = problem ?? error
            }
        }
        do throws(UsageProblem) {
            return (try parser.finish(), problem)
        } catch {
            return (parser.options, problem ?? error)
        }
    }

    /// Reads `arguments`, which may be a part of the source: the rest may follow in another call.
    mutating func read(_ arguments: [String]) throws(UsageProblem) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (flag, inlineValue) = Self.split(argument)
            try read(flag, inlineValue: inlineValue, remaining: &remaining, argument: argument)
        }
    }

    /// The options read, once the source is read whole.
    func finish() throws(UsageProblem) -> LaunchOptions {
        if givesCacheDirectory, turnsCacheOff { throw .conflictingOptions("--cache-dir", "--no-cache") }
        if givesConfigFile, turnsConfigOff { throw .conflictingOptions("--config", "--no-config") }
        return options
    }

    /// Every problem leaves here with the values it repeats shown without a password
    /// (`UsageProblem.hidingUserInfo`), whichever source they came from.
    private mutating func read(
        _ flag: String,
        inlineValue: String?,
        remaining: inout ArraySlice<String>,
        argument: String
    ) throws(UsageProblem) {
        do {
            try readOption(flag, inlineValue: inlineValue, remaining: &remaining, argument: argument)
        } catch {
            throw error.hidingUserInfo
        }
    }

    /// The option is found in its declaration (`CommandLineOption.all`), which says whether it
    /// takes a value; what it does with it is said here.
    private mutating func readOption(
        _ flag: String,
        inlineValue: String?,
        remaining: inout ArraySlice<String>,
        argument: String
    ) throws(UsageProblem) {
        guard let option = CommandLineOption.named(flag) else { throw .unknownOption(argument) }
        var text = ""
        var isOn = false
        switch option.value {
        case .none: break
        case .onOff: isOn = try Self.switchValue(of: flag, inline: inlineValue)
        case let .text(_, kind):
            text = try Self.value(of: flag, inline: inlineValue, from: &remaining)
            if kind == .file || kind == .directory { text = try Self.path(text, of: flag) }
        }
        try apply(option.name, text: text, isOn: isOn)
    }

    /// What each declared option does to the run's options: a new option's line goes here.
    private mutating func apply(_ name: String, text: String, isOn: Bool) throws(UsageProblem) {
        switch name {
        case "--url":
            options.baseURL = try Self.url(from: text)
        case "--timeout":
            options.timeout = try Self.timeout(from: text)
        case "--lang":
            options.language = text
        case "--log":
            options.logPath = text
        case "--cache-dir":
            options.cacheDirectory = text
            options.noCache = false
            givesCacheDirectory = true
        case "--no-cache":
            turnsCacheOff = isOn
            options.noCache = turnsCacheOff
            if turnsCacheOff { options.cacheDirectory = nil }
        case "--no-color":
            options.noColor = isOn
        case "--no-links":
            options.noLinks = isOn
        case "--watch":
            options.watch = isOn
        case "--watch-interval":
            options.watchInterval = try Self.watchInterval(from: text)
        case "--format":
            options.front = try Self.front(from: text)
        case "--images":
            guard let images = LaunchOptions.Images(rawValue: text) else { throw .invalidImages(text) }
            options.images = images
        case "--image-rows":
            guard let rows = Int(text), Self.validImageRows.contains(rows) else {
                throw .invalidImageRows(text)
            }
            options.imageRows = rows
        case "--config":
            options.configFile = .path(text)
            givesConfigFile = true
        case "--no-config":
            turnsConfigOff = isOn
            if turnsConfigOff {
                options.configFile = .none
            } else if options.configFile == .none {
                options.configFile = .standard
            }
        case "--help":
            options.action = .showHelp
        case "--version":
            if options.action == .run { options.action = .showVersion }
        case "--generate-completion-script":
            guard CompletionScript.shells.contains(text) else { throw .invalidShell(text) }
            if options.action == .run { options.action = .printCompletionScript(shell: text) }
        default:
            // Declared but not read here: refused as unknown, which the tests of every declared
            // option catch (`test_parse_readsEveryDeclaredOption`) before a user could.
            throw .unknownOption(name)
        }
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
        // An option in its place is left for the next read: it is not this one's value.
        guard let next = remaining.first, !next.hasPrefix("--") else { throw .missingValue(option: flag) }
        remaining.removeFirst()
        return next
    }

    /// An empty path (`--log=`, or `log =` in the configuration file) names no file at all.
    private static func path(_ text: String, of flag: String) throws(UsageProblem) -> String {
        guard !text.isEmpty else { throw .missingValue(option: flag) }
        return text
    }

    /// A switch alone is on; `--no-color=false` turns off what a lower source turned on. The
    /// words are git's, which people already write in configuration files.
    private static func switchValue(of flag: String, inline: String?) throws(UsageProblem) -> Bool {
        guard let inline else { return true }
        switch inline.lowercased() {
        case "true", "yes", "on", "1": return true
        case "false", "no", "off", "0": return false
        default: throw .invalidSwitchValue(option: flag, value: inline)
        }
    }

    /// An http or https URL with a host and a usable port, from which the endpoints can make every
    /// request URL: Foundation parses some URLs (`http://a%20b`) whose parts it cannot put back
    /// together, so a URL is checked here, once, by the code that will build the requests. The
    /// message repeats the URL without its user info (`read(_:)`), which may be a password of any
    /// shape: a raw `/` in it is what makes such a URL bad.
    private static func url(from text: String) throws(UsageProblem) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty, url.port.map(validPorts.contains) ?? true,
            FeedEndpoint.get().url(baseURL: url) != nil, ImageCommentsEndpoint.get(UUID()).url(baseURL: url) != nil
        else {
            throw .invalidURL(text)
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

    /// Whole seconds, from one a second to one a day: a watch that asks more often is not polite,
    /// one that asks less often is not watching.
    private static func watchInterval(from text: String) throws(UsageProblem) -> TimeInterval {
        guard text.wholeMatch(of: /[0-9]{1,6}/) != nil, let seconds = Int(text), validWatchIntervals.contains(seconds)
        else {
            throw .invalidWatchInterval(text)
        }
        return TimeInterval(seconds)
    }

    private static let validWatchIntervals = 1...86400

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
