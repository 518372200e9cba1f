import FeedPresentation
import FeedScreens
import Foundation

/// The text of `feed-tty --help`, its usage line and its usage errors, in the chosen language, and
/// what feed-tty says on stderr about an option it cannot honour.
public enum CommandLineHelp {
    /// The usage line, its options packed into lines of at most `width` columns (as many as the
    /// usage needs where the options are wider), each line after the first aligned under the first
    /// line's options whatever the length of the word for "usage".
    public static func usage(width: Int = 80) -> String {
        let introduction = text("USAGE_INTRODUCTION") + " feed-tty "
        let indent = String(repeating: " ", count: introduction.count)
        let options = [
            "[--url BASE]", "[--cache-dir DIR | --no-cache]", "[--lang CODE]", "[--timeout SECONDS]", "[--log FILE]",
            "[--no-color]", "[--no-links]", "[--format text|json]", "[--images MODE]", "[--image-rows N]", "[--watch]",
            "[--watch-interval SECONDS]",
            "[--config FILE | --no-config]", "[--help]", "[--version]",
        ]
        var lines = [introduction]
        for option in options {
            let line = lines[lines.count - 1]
            let isLineStart = line.count == introduction.count
            if !isLineStart, DisplayWidth.of(line) + 1 + option.count > width {
                lines.append(indent + option)
            } else {
                lines[lines.count - 1] = line + (isLineStart ? "" : " ") + option
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The options as help lists them, each with the key of its description; an unknown option is
    /// matched against them for a suggestion.
    private static let options: [(String, String)] = [
        ("--url BASE", "OPTION_URL"), ("--cache-dir DIR", "OPTION_CACHE_DIR"), ("--no-cache", "OPTION_NO_CACHE"),
        ("--lang CODE", "OPTION_LANG"), ("--timeout SECONDS", "OPTION_TIMEOUT"), ("--log FILE", "OPTION_LOG"),
        ("--no-color", "OPTION_NO_COLOR"), ("--no-links", "OPTION_NO_LINKS"), ("--format FORMAT", "OPTION_FORMAT"),
        ("--images MODE", "OPTION_IMAGES"), ("--image-rows N", "OPTION_IMAGE_ROWS"), ("--watch", "OPTION_WATCH"),
        ("--watch-interval SECONDS", "OPTION_WATCH_INTERVAL"),
        ("--config FILE", "OPTION_CONFIG"), ("--no-config", "OPTION_NO_CONFIG"), ("--help, -h", "OPTION_HELP"),
        ("--version", "OPTION_VERSION"),
    ]

    /// The help, its tables' descriptions wrapped under their own column to `width` columns.
    /// `configFile` is where the configuration file is looked for, resolved from the environment
    /// (`$XDG_CONFIG_HOME/feed-tty/config`, else `~/.config/feed-tty/config`): the help says
    /// which file that is for this user, not only the rule.
    public static func help(width: Int = 80, configFile: String = "~/.config/feed-tty/config") -> String {
        let environment: [(String, String)] = [
            ("FEED_TTY_URL", "ENV_FEED_TTY_URL"), ("NO_COLOR", "ENV_NO_COLOR"), ("COLORTERM", "ENV_COLORTERM"),
            ("COLUMNS", "ENV_COLUMNS"),
            ("LC_ALL, LC_MESSAGES, LANG", "ENV_LANG"),
            ("XDG_CONFIG_HOME", "ENV_XDG_CONFIG_HOME"), ("XDG_CACHE_HOME", "ENV_XDG_CACHE_HOME"),
        ]
        let commands = TextUIStrings.localized("HELP_TITLE") + "\n" + table(describing: HelpText.rows, width: width)
        return [
            text("HELP_INTRO"), "", usage(width: width), "",
            text("OPTIONS_TITLE"), table(options, width: width), "",
            commands, text("SCRIPTING"), "",
            TextUIStrings.localized(key: "CONFIGURATION_FILE", table: table, configFile), text("CONFIGURATION"), "",
            text("ENVIRONMENT_TITLE"), table(environment, width: width), "",
            text("EXIT_STATUS"),
        ].joined(separator: "\n")
    }

    public static func message(for problem: UsageProblem) -> String {
        let (key, values): (String, [CVarArg])
        switch problem {
        case let .unknownOption(option): return unknownOption(option)
        case let .missingValue(option): (key, values) = ("USAGE_MISSING_VALUE", [option])
        case let .invalidURL(url): (key, values) = ("USAGE_INVALID_URL", [url])
        case let .invalidTimeout(timeout): (key, values) = ("USAGE_INVALID_TIMEOUT", [timeout])
        case let .invalidWatchInterval(interval): (key, values) = ("USAGE_INVALID_WATCH_INTERVAL", [interval])
        case let .unwritableLog(path): (key, values) = ("USAGE_UNWRITABLE_LOG", [path])
        case let .invalidFormat(format): (key, values) = ("USAGE_INVALID_FORMAT", [format])
        case let .invalidImages(mode): (key, values) = ("USAGE_INVALID_IMAGES", [mode])
        case let .invalidImageRows(rows): (key, values) = ("USAGE_INVALID_IMAGE_ROWS", [rows])
        case let .invalidSwitchValue(option, value): (key, values) = ("USAGE_INVALID_SWITCH_VALUE", [option, value])
        case let .unreadableConfigFile(path, reason): (key, values) = ("CONFIG_UNREADABLE", [path, reason])
        case let .conflictingOptions(first, second): (key, values) = ("USAGE_CONFLICTING_OPTIONS", [first, second])
        }
        return TextUIStrings.localized(key: key, table: table, arguments: values)
    }

    /// With the long option it most likely meant, as help writes it (`--images MODE`), when one is
    /// close; `--imags=kitty` is matched by its name alone.
    private static func unknownOption(_ option: String) -> String {
        let name = String(option.prefix { $0 != "=" })
        let usages = options.map { usage, _ in String(usage.prefix { $0 != "," }) }
        let names = usages.map { String($0.prefix { $0 != " " }) }
        guard name.hasPrefix("--"), let nearest = NearestName.nearest(to: name, among: names),
            let usage = usages.first(where: { $0.prefix { $0 != " " } == nearest })
        else {
            return TextUIStrings.localized(key: "USAGE_UNKNOWN_OPTION", table: table, option)
        }
        return TextUIStrings.localized(key: "USAGE_UNKNOWN_OPTION_WITH_SUGGESTION", table: table, option, usage)
    }

    /// The `--log` file could not be written (a full disk): the run goes on without those lines.
    public static func logWriteFailure(path: String, reason: String) -> String {
        TextUIStrings.localized(key: "LOG_WRITE_FAILED", table: table, path, reason)
    }

    /// What to say when `--lang` asks for `identifier` and there is no translation for it (the
    /// run goes on in English), or nil when there is one. An empty `--lang` is as good as none.
    /// The language is named where the locale knows it ("French (fr)"), else only quoted.
    public static func unsupportedLanguageNotice(for identifier: String) -> String? {
        guard !identifier.isEmpty, Localization.supportedLanguage(for: identifier) == nil else { return nil }
        let available = Localization.supportedLanguages.joined(separator: ", ")
        let code = Localization.languageCode(of: identifier)
        guard !code.isEmpty, let name = Localization.locale.localizedString(forLanguageCode: code),
            name.lowercased() != code
        else {
            return TextUIStrings.localized(key: "LANGUAGE_UNSUPPORTED", table: table, identifier, available)
        }
        return TextUIStrings.localized(key: "LANGUAGE_UNSUPPORTED_NAMED", table: table, name, identifier, available)
    }

    static let table = "CommandLine"

    static func text(_ key: String) -> String {
        TextUIStrings.localized(key: key, table: table)
    }

    /// Rows of a name and the key of its description.
    private static func table(_ rows: [(String, String)], width: Int) -> String {
        table(describing: rows.map { name, key in (name, text(key)) }, width: width)
    }

    /// Two columns, each description wrapped under its own column; at a width where that column
    /// would get less than half the line, each description goes under its name instead, indented,
    /// so that no row runs on at the margin.
    private static func table(describing rows: [(String, String)], width: Int) -> String {
        let nameWidth = rows.map(\.0.count).max() ?? 0
        let descriptionColumn = nameWidth + 4
        guard descriptionColumn <= width / 2 else {
            let indent = String(repeating: " ", count: narrowDescriptionIndent)
            return rows.flatMap { name, description in
                ["  " + name]
                    + LineWrapper.wrap(indent + description, width: width, continuationIndent: narrowDescriptionIndent)
            }.joined(separator: "\n")
        }
        return rows.flatMap { name, description in
            LineWrapper.wrap(
                "  " + name.padding(toLength: nameWidth + 2, withPad: " ", startingAt: 0) + description, width: width,
                continuationIndent: descriptionColumn)
        }.joined(separator: "\n")
    }

    private static let narrowDescriptionIndent = 6
}
