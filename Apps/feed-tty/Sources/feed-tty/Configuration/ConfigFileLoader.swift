import FeedTextUI
import Foundation

/// The configuration file a run reads, if any: the one `--config` names, else the one at the
/// standard place when it exists (`ConfigFileLocation`), parsed; `--no-config` reads none. What
/// goes wrong is told as the user's mistake: a usage error for a `--config` file that cannot be
/// read, a configuration problem for everything else.
enum ConfigFileLoader {
    static func load(
        _ choice: LaunchOptions.ConfigFileChoice,
        environment: [String: String]
    ) throws(LaunchConfiguration.Problem) -> LaunchConfiguration.ConfigFile? {
        let path: String
        switch choice {
        case .none: return nil
        case .standard: path = ConfigFileLocation.standard(environment: environment)
        case let .path(named): path = named
        }
        let bytes: [UInt8]
        let mode: mode_t
        do {
            (bytes, mode) = try ConfigFileReader.read(path)
        } catch {
            if case .missing = error, choice == .standard { return nil }
            throw problem(error, path: path, isNamed: choice != .standard)
        }
        switch ConfigFileParser.parse(bytes, keys: Set(LaunchOptionsParser.settingNames)) {
        case let .success(entries):
            return LaunchConfiguration.ConfigFile(path: path, entries: entries, mode: mode)
        case let .failure(failure):
            throw .configuration(.badLine(path: path, line: failure.line, failure.problem))
        }
    }

    private static func problem(
        _ failure: ConfigFileReader.Failure,
        path: String,
        isNamed: Bool
    ) -> LaunchConfiguration.Problem {
        switch failure {
        case let .missing(reason), let .unreadable(reason):
            isNamed
                ? .usage(.unreadableConfigFile(path: path, reason: reason))
                : .configuration(.unreadableFile(path: path, reason: reason))
        case .notARegularFile:
            .configuration(.notARegularFile(path: path))
        case .tooLarge:
            .configuration(.tooLarge(path: path, maximumKilobytes: ConfigFileReader.maximumSize / 1024))
        case let .untrusted(.writableByOthers(mode)):
            .configuration(.writableByOthers(path: path, mode: ConfigFilePermissions.octal(mode)))
        case .untrusted(.ownedByAnotherUser):
            .configuration(.ownedByAnotherUser(path: path))
        }
    }
}
