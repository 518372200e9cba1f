import FeedFeature
import FeedTextUI

extension UsageProblem {
    /// The problem with every value it repeats from what the user gave shown as a URL is
    /// (`URLRedaction`): a URL typed in an option's place (`--format https://ana:pw@host`, a stray
    /// `ana:pw@host`) is told without its password. An unknown `--option=value` keeps its option,
    /// which the message names.
    var hidingUserInfo: UsageProblem {
        switch self {
        case let .unknownOption(argument):
            guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
                return .unknownOption(Self.shown(argument))
            }
            return .unknownOption(argument[...equals] + Self.shown(String(argument[argument.index(after: equals)...])))
        case let .invalidURL(text): return .invalidURL(Self.shown(text))
        case let .invalidTimeout(text): return .invalidTimeout(Self.shown(text))
        case let .invalidWatchInterval(text): return .invalidWatchInterval(Self.shown(text))
        case let .invalidFormat(text): return .invalidFormat(Self.shown(text))
        case let .invalidImages(text): return .invalidImages(Self.shown(text))
        case let .invalidImageRows(text): return .invalidImageRows(Self.shown(text))
        case let .invalidShell(text): return .invalidShell(Self.shown(text))
        case let .invalidSwitchValue(option, value):
            return .invalidSwitchValue(option: option, value: Self.shown(value))
        case .missingValue, .unwritableLog, .unreadableConfigFile, .conflictingOptions: return self
        }
    }

    private static func shown(_ value: String) -> String {
        URLRedaction.hidingUserInfo(ofValue: value)
    }
}
