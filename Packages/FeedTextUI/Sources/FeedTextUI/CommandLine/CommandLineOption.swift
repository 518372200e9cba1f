import FeedPresentation

/// One option of feed-tty's command line, declared once: the app's parser reads it, and `--help`,
/// the usage line and the shell completions (`CompletionScript`) are printed from it. What the
/// option does to a run is the parser's (`LaunchOptionsParser`); its description is the string
/// `helpKey` names in each language's CommandLine.strings.
public struct CommandLineOption: Equatable, Sendable {
    /// What follows the option's name.
    public enum Value: Equatable, Sendable {
        /// Nothing: `--help`. A value written after `=` is ignored.
        case none
        /// Nothing, or `=true`/`=false` (and git's other spellings): `--no-color=false`.
        case onOff
        /// A word of its own or after `=`, shown as `placeholder`; `kind` says what the shells offer.
        case text(placeholder: String, kind: Kind)
    }

    /// What a value is, for completing it.
    public enum Kind: Equatable, Sendable {
        /// A number: nothing to offer.
        case number
        /// An http or https URL: the schemes are offered.
        case url
        case file
        case directory
        /// One of these words.
        case choices([String])
    }

    /// With its dashes: `--images`.
    public let name: String
    /// With its dash: `-h`.
    public let shortName: String?
    public let value: Value
    /// The configuration file's key for this option, when the file may set it.
    public let configKey: String?
    /// The option the usage line shows as its alternative (`[--cache-dir DIR | --no-cache]`): the
    /// two contradict each other, so a shell offers neither once the other is written.
    public let alternative: String?
    /// The run does this and nothing else (`--help`): a shell offers nothing after it.
    public let standsAlone: Bool
    let helpKey: String

    public init(
        _ name: String,
        short shortName: String? = nil,
        _ value: Value = .none,
        configKey: String? = nil,
        alternative: String? = nil,
        standsAlone: Bool = false,
        help helpKey: String
    ) {
        self.name = name
        self.shortName = shortName
        self.value = value
        self.configKey = configKey
        self.alternative = alternative
        self.standsAlone = standsAlone
        self.helpKey = helpKey
    }

    /// The option as help and the usage line write it: `--images MODE`.
    public var usage: String {
        guard case let .text(placeholder, _) = value else { return name }
        return name + " " + placeholder
    }

    /// Its description in the chosen language.
    public var help: String {
        CommandLineHelp.text(helpKey)
    }

    /// The option of this name, with its dashes (`--url`, `-h`).
    public static func named(_ name: String) -> CommandLineOption? {
        all.first { $0.name == name || $0.shortName == name }
    }
}

extension CommandLineOption {
    /// Every option, in the order of the usage line and of help. To add one: a line here, its
    /// `OPTION_…` string in each CommandLine.strings, what it does in `LaunchOptionsParser`, and
    /// its paragraph in docs/feed-tty.1 (CommandLineManualTests says what is missing).
    public static let all: [CommandLineOption] = [
        .init("--url", .text(placeholder: "BASE", kind: .url), configKey: "url", help: "OPTION_URL"),
        .init(
            "--cache-dir", .text(placeholder: "DIR", kind: .directory), configKey: "cache-dir",
            alternative: "--no-cache", help: "OPTION_CACHE_DIR"),
        .init("--no-cache", .onOff, configKey: "no-cache", alternative: "--cache-dir", help: "OPTION_NO_CACHE"),
        .init(
            "--lang", .text(placeholder: "CODE", kind: .choices(Localization.supportedLanguages)), configKey: "lang",
            help: "OPTION_LANG"),
        .init("--timeout", .text(placeholder: "SECONDS", kind: .number), configKey: "timeout", help: "OPTION_TIMEOUT"),
        .init("--log", .text(placeholder: "FILE", kind: .file), configKey: "log", help: "OPTION_LOG"),
        .init("--no-color", .onOff, configKey: "no-color", help: "OPTION_NO_COLOR"),
        .init("--no-links", .onOff, configKey: "no-links", help: "OPTION_NO_LINKS"),
        .init(
            "--format", .text(placeholder: "text|json", kind: .choices(["text", "json"])), configKey: "format",
            help: "OPTION_FORMAT"),
        .init(
            "--images",
            .text(placeholder: "MODE", kind: .choices(["auto", "kitty", "iterm", "sixel", "blocks", "none"])),
            configKey: "images", help: "OPTION_IMAGES"),
        .init(
            "--image-rows", .text(placeholder: "N", kind: .number), configKey: "image-rows", help: "OPTION_IMAGE_ROWS"),
        .init("--watch", .onOff, configKey: "watch", help: "OPTION_WATCH"),
        .init(
            "--watch-interval", .text(placeholder: "SECONDS", kind: .number), configKey: "watch-interval",
            help: "OPTION_WATCH_INTERVAL"),
        .init(
            "--config", .text(placeholder: "FILE", kind: .file), alternative: "--no-config", help: "OPTION_CONFIG"),
        .init("--no-config", .onOff, alternative: "--config", help: "OPTION_NO_CONFIG"),
        .init("--help", short: "-h", standsAlone: true, help: "OPTION_HELP"),
        .init("--version", standsAlone: true, help: "OPTION_VERSION"),
        .init(
            "--generate-completion-script", .text(placeholder: "SHELL", kind: .choices(CompletionScript.shells)),
            standsAlone: true, help: "OPTION_GENERATE_COMPLETION_SCRIPT"),
    ]

    /// The keys the configuration file may set.
    public static var configKeys: [String] {
        all.compactMap(\.configKey)
    }
}
