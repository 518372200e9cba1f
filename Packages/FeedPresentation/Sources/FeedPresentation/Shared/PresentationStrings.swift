import Foundation

/// Looks up this layer's user-facing strings. Foundation on Linux offers no
/// `String(localized:bundle:)`, so the lookup goes through the bundle directly.
enum PresentationStrings {
    static func localized(_ key: String, table: String) -> String {
        Bundle.module.localizedString(forKey: key, value: nil, table: table)
    }
}
