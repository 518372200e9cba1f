import Foundation
import Synchronization

/// The language the app speaks: English, Brazilian Portuguese or Greek, chosen once at start.
///
/// Foundation on Linux ignores `LANG` and friends when it picks a localization, so the app
/// resolves the language itself (`language(matching:)`) and every layer's strings are looked up
/// in that language's `.lproj` (`localizedString`), with English for anything missing.
public enum Localization {
    public static let supportedLanguages = ["en", "pt-BR", "el"]
    public static let defaultLanguage = "en"

    // Set once at start, before any string is shown; read from whichever queue formats text.
    private static let selected = Mutex(defaultLanguage)
    // A lookup per line printed (100,000 lines for a big page) must not list folders, open
    // bundles or read tables each time: found strings are kept.
    private static let strings = Mutex([StringKey: String]())

    /// A bundle is known by its identity: asking it for its path parses a URL each time.
    private struct StringKey: Hashable {
        let language: String
        let bundle: ObjectIdentifier
        let table: String
        let key: String
    }

    public static var language: String {
        selected.withLock { $0 }
    }

    /// The locale for dates and numbers in the chosen language.
    public static var locale: Locale {
        Locale(identifier: language)
    }

    public static func use(_ language: String) {
        selected.withLock { $0 = supportedLanguages.contains(language) ? language : defaultLanguage }
    }

    /// The supported language named by the first non-empty identifier, in the order given (for
    /// example `--lang`, `LC_ALL`, `LC_MESSAGES`, `LANG`), or English. As with POSIX locale
    /// variables, the first one set decides, even when it names a language that is not supported.
    /// `pt_BR.UTF-8`, `pt-BR` and `pt` mean Brazilian Portuguese; `el_GR.UTF-8` and `el`, Greek.
    public static func language(matching identifiers: [String?]) -> String {
        guard let identifier = identifiers.lazy.compactMap({ $0 }).first(where: { !$0.isEmpty }) else {
            return defaultLanguage
        }
        return supportedLanguage(for: identifier) ?? defaultLanguage
    }

    /// The supported language `identifier` names, or nil when there is no translation for it (so
    /// that an explicit request can be told it is not honoured). The POSIX locales `C` and
    /// `POSIX` speak English.
    public static func supportedLanguage(for identifier: String) -> String? {
        let languageCode = self.languageCode(of: identifier)
        if languageCode == "c" || languageCode == "posix" { return defaultLanguage }
        return supportedLanguages.first { $0.prefix(2).lowercased() == languageCode }
    }

    /// `fr` for `fr_FR.UTF-8@euro`, `pt-BR` or `PT`: the part before any region, encoding or
    /// modifier, lower-cased.
    public static func languageCode(of identifier: String) -> String {
        identifier.prefix { $0 != "_" && $0 != "-" && $0 != "." && $0 != "@" }.lowercased()
    }

    /// `key` from `table` of `bundle`, in the chosen language, else in English, else the key.
    public static func localizedString(_ key: String, table: String, bundle: Bundle) -> String {
        let language = language
        let cacheKey = StringKey(language: language, bundle: ObjectIdentifier(bundle), table: table, key: key)
        if let cached = strings.withLock({ $0[cacheKey] }) { return cached }
        let value = lookUp(key, table: table, bundle: bundle, language: language)
        strings.withLock { $0[cacheKey] = value }
        return value
    }

    private static func lookUp(_ key: String, table: String, bundle: Bundle, language: String) -> String {
        for language in [language, defaultLanguage] {
            guard let strings = localizationBundle(for: language, in: bundle) else { continue }
            let value = strings.localizedString(forKey: key, value: nil, table: table)
            if value != key { return value }
        }
        return bundle.localizedString(forKey: key, value: nil, table: table)
    }

    /// SwiftPM lower-cases `pt-BR.lproj` to `pt-br.lproj`, so the folder is matched ignoring case.
    private static func localizationBundle(for language: String, in bundle: Bundle) -> Bundle? {
        let folders =
            (try? FileManager.default.contentsOfDirectory(at: bundle.bundleURL, includingPropertiesForKeys: nil))
        let folder = folders?.first { $0.lastPathComponent.lowercased() == language.lowercased() + ".lproj" }
        return folder.flatMap(Bundle.init(url:))
    }
}
