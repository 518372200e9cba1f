import Foundation

/// This layer's own user-facing strings: hints, help and prompts that only a terminal front has.
enum TextUIStrings {
    static func localized(_ key: String) -> String {
        Bundle.module.localizedString(forKey: key, value: nil, table: "TextUI")
    }

    static func localized(_ key: String, _ arguments: CVarArg...) -> String {
        String(format: localized(key), arguments: arguments)
    }
}
