import Foundation

/// Looks up this layer's user-facing strings in the chosen language.
enum PresentationStrings {
    static func localized(_ key: String, table: String) -> String {
        Localization.localizedString(key, table: table, bundle: .module)
    }

    /// The string of `key`, a format, filled in with `arguments` by the chosen language's rules.
    static func formatted(_ key: String, table: String, _ arguments: CVarArg...) -> String {
        LocalizedFormat.string(localized(key, table: table), arguments)
    }
}
