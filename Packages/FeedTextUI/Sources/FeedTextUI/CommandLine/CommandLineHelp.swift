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
        let options = usageEntries(CommandLineOption.all)
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

    /// `[--url BASE]`, an option and its alternative in one (`[--config FILE | --no-config]`).
    private static func usageEntries(_ options: [CommandLineOption]) -> [String] {
        options.compactMap { option in
            if let alternative = option.alternative, let other = CommandLineOption.named(alternative) {
                let isFirst = options.firstIndex(of: option)! < options.firstIndex(of: other)!
                return isFirst ? "[\(option.usage) | \(other.usage)]" : nil
            }
            return "[\(option.usage)]"
        }
    }

    /// The options as help lists them (`--help, -h`), each with its description.
    private static var optionRows: [(String, String)] {
        CommandLineOption.all.map { option in
            (option.usage + (option.shortName.map { ", " + $0 } ?? ""), option.help)
        }
    }

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
            text("OPTIONS_TITLE"), table(describing: optionRows, width: width), "",
            commands, text("SCRIPTING"), "",
            TextUIStrings.localized(key: "CONFIGURATION_FILE", table: table, configFile), configuration, "",
            text("ENVIRONMENT_TITLE"), table(environment, width: width), "",
            text("EXIT_STATUS"),
        ].joined(separator: "\n")
    }

    /// The configuration file's rules, with the keys the options declare.
    private static var configuration: String {
        let switches = CommandLineOption.all.filter { $0.value == .onOff }.compactMap(\.configKey)
        return TextUIStrings.localized(
            key: "CONFIGURATION", table: table, CommandLineOption.configKeys.joined(separator: ", "),
            switches.joined(separator: ", "))
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
        case let .invalidShell(shell): (key, values) = ("USAGE_INVALID_SHELL", [shell])
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
        guard name.hasPrefix("--"),
            let nearest = NearestName.nearest(to: name, among: CommandLineOption.all.map(\.name)),
            let usage = CommandLineOption.named(nearest)?.usage
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
    /// so that no row runs on at the margin. A name wider than `widestAlignedName` (an option
    /// whose name is a sentence) stands alone on its line, its description below it under the
    /// column, as man's tagged paragraphs do, rather than push every description to the right.
    private static func table(describing rows: [(String, String)], width: Int) -> String {
        let nameWidth = rows.map(\.0.count).filter { $0 <= widestAlignedName }.max() ?? 0
        let descriptionColumn = nameWidth + 4
        guard descriptionColumn <= width / 2 else {
            return rows.flatMap { name, description in
                ["  " + name] + wrapped(description, indent: narrowDescriptionIndent, width: width)
            }.joined(separator: "\n")
        }
        return rows.flatMap { name, description in
            guard name.count <= nameWidth else {
                return ["  " + name] + wrapped(description, indent: descriptionColumn, width: width)
            }
            return LineWrapper.wrap(
                "  " + name.padding(toLength: nameWidth + 2, withPad: " ", startingAt: 0) + description, width: width,
                continuationIndent: descriptionColumn)
        }.joined(separator: "\n")
    }

    private static func wrapped(_ description: String, indent: Int, width: Int) -> [String] {
        LineWrapper.wrap(
            String(repeating: " ", count: indent) + description, width: width, continuationIndent: indent)
    }

    private static let widestAlignedName = 26

    private static let narrowDescriptionIndent = 6
}
