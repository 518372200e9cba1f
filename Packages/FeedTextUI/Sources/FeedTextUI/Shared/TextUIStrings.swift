import FeedPresentation
import Foundation

/// This layer's own user-facing strings, in the chosen language: hints, help and prompts that
/// only a terminal front has.
enum TextUIStrings {
    static func localized(_ key: String) -> String {
        localized(key: key, table: "TextUI")
    }

    static func localized(_ key: String, _ arguments: CVarArg...) -> String {
        LocalizedFormat.string(localized(key), arguments)
    }

    static func localized(key: String, table: String, _ arguments: CVarArg...) -> String {
        localized(key: key, table: table, arguments: arguments)
    }

    static func localized(key: String, table: String, arguments: [CVarArg]) -> String {
        let format = Localization.localizedString(key, table: table, bundle: .module)
        return arguments.isEmpty ? format : LocalizedFormat.string(format, arguments)
    }
}
