import Composition
import FeedTextUI
import Foundation

/// From the process's arguments and environment to the options of a run: the command line, then
/// `FEED_TTY_URL`, then the configuration file (`LaunchConfiguration`), in the user's language.
/// The one place a run ends before it starts: 64 on a usage error, 78 on a bad configuration
/// (`LaunchExit`), 0 after `--help`, `--version` or `--generate-completion-script`. On the main actor, as the language is chosen
/// there before anything else runs.
@MainActor
enum LaunchCommand {
    static func options(arguments: [String], environment: [String: String]) -> LaunchOptions {
        // Read through its mistakes, so that the first is told in the language the command line
        // names, or else the configuration file.
        let (commandLine, problem) = LaunchOptionsParser.readThrough(arguments)
        useLanguage(commandLine.language, environment: environment)
        if let problem {
            if commandLine.language == nil, let language = configuredLanguage(commandLine, environment: environment) {
                useLanguage(language, environment: environment)
            }
            LaunchExit.usage(problem)
        }
        let options = merged(commandLine, arguments: arguments, environment: environment)
        // The file's `lang` is feed-tty's own setting: it speaks before the locale's variables.
        useLanguage(options.language, environment: environment)
        // An explicit language with no translation is told, once; a locale variable naming one
        // is not: it speaks to every program on the system, and most have no translation for most.
        if let notice = options.language.flatMap(CommandLineHelp.unsupportedLanguageNotice(for:)) {
            StandardError.write("feed-tty: \(notice)\n")
        }
        switch options.action {
        case .showHelp:
            HelpText.printHelp(environment: environment)
            exit(0)
        case .showVersion:
            print(HelpText.versionReport)
            exit(0)
        case let .printCompletionScript(shell):
            print(CompletionScript.script(for: shell) ?? "", terminator: "")
            exit(0)
        case .run:
            return options
        }
    }

    /// `--help` and `--version` never fail for a configuration: `--help` says where the file is,
    /// and is read most while the file is being fixed.
    private static func merged(
        _ commandLine: LaunchOptions,
        arguments: [String],
        environment: [String: String]
    ) -> LaunchOptions {
        do {
            let file = try ConfigFileLoader.load(commandLine.configFile, environment: environment)
            // The file's mistakes are told in its own language, unless the command line chose one.
            if commandLine.language == nil, let language = file?.entries["lang"]?.value {
                useLanguage(language, environment: environment)
            }
            if let file, let mode = file.mode, file.hasCredentialsReadableByOthers {
                let warning = CommandLineHelp.readableCredentialsWarning(
                    path: file.path, mode: ConfigFilePermissions.octal(mode))
                StandardError.write("feed-tty: \(warning)\n")
            }
            return try LaunchConfiguration.merge(arguments: arguments, environment: environment, file: file)
        } catch {
            guard commandLine.action == .run else { return commandLine }
            switch error {
            case let .usage(problem): LaunchExit.usage(problem)
            case let .configuration(problem): LaunchExit.configuration(problem)
            }
        }
    }

    private static func useLanguage(_ language: String?, environment: [String: String]) {
        FeedTTYComposer.useLanguage(matching: [
            language, environment["LC_ALL"], environment["LC_MESSAGES"], environment["LANG"],
        ])
    }

    /// The configuration file's `lang`, for a command line with errors that names no language:
    /// the file it seems to name, whatever else is wrong with it, is read for nothing else.
    private static func configuredLanguage(_ commandLine: LaunchOptions, environment: [String: String]) -> String? {
        (try? ConfigFileLoader.load(commandLine.configFile, environment: environment))??.entries["lang"]?.value
    }
}
