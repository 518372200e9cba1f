import Foundation

/// Looks up this layer's user-facing strings in the chosen language.
enum PresentationStrings {
    static func localized(_ key: String, table: String) -> String {
        Localization.localizedString(key, table: table, bundle: .module)
    }
}
