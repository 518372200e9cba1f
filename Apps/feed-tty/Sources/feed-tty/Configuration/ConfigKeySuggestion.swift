import FeedScreens

/// The setting an unknown key of the configuration file most likely meant, as a mistyped option
/// gets the nearest one: a slip of a letter or two (`tiemout`), a key in the wrong case (`URL`),
/// or an option's dashes kept (`--url`). A switch is named for what it turns off (`no-color`), so
/// the thing itself, however spelt (`color`, `colour`), means that switch too.
enum ConfigKeySuggestion {
    static func setting(for key: String, among settings: [String]) -> String? {
        let typed = String(key.drop { $0 == "-" })
        let spellings = settings.flatMap { setting in
            [(setting, setting)] + (setting.hasPrefix("no-") ? [(String(setting.dropFirst(3)), setting)] : [])
        }
        if let same = spellings.first(where: { $0.0.lowercased() == typed.lowercased() }) {
            return same.1 == key ? nil : same.1
        }
        let nearest = NearestName.nearest(to: typed, among: spellings.map(\.0))
        return nearest.flatMap { nearest in spellings.first { $0.0 == nearest }?.1 }
    }
}
