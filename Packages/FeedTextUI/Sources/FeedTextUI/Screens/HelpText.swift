/// The in-app help (`help`, and the commands part of `--help`): a table of the commands, each as
/// typed (in English in every language) beside what it does, in the user's language.
///
/// Its rows have the shape `LineWrapper` continues under the second column (two spaces, the name,
/// two spaces or more, the description): at a narrow terminal a description goes on under
/// itself, not at the margin.
enum HelpText {
    private static let commands = [
        ("refresh, r", "HELP_REFRESH"), ("more, m", "HELP_MORE"), ("comments N", "HELP_COMMENTS"),
        ("back, b", "HELP_BACK"), ("retry N", "HELP_RETRY"), ("view N", "HELP_VIEW"), ("open N", "HELP_OPEN"),
        ("find TEXT", "HELP_FIND"), ("watch", "HELP_WATCH"), ("unwatch", "HELP_UNWATCH"), ("help, ?", "HELP_HELP"),
        ("quit, q, exit", "HELP_QUIT"),
    ]

    /// The command as help shows it (`retry N`) and what it does, for a command's full name.
    static func entry(for command: String) -> (usage: String, description: String)? {
        let usages = commands.map { names, key in (String(names.prefix { $0 != "," }), key) }
        guard let (usage, key) = usages.first(where: { usage, _ in usage.prefix { $0 != " " } == command })
        else { return nil }
        return (usage, TextUIStrings.localized(key))
    }

    /// Each command as typed beside what it does, in the user's language.
    static var rows: [(String, String)] {
        commands.map { name, key in (name, TextUIStrings.localized(key)) }
    }

    static func lines(style: TextStyle) -> [String] {
        let nameWidth = commands.map(\.0.count).max() ?? 0
        return [style.title(TextUIStrings.localized("HELP_TITLE"))]
            + commands.map { name, key in
                "  " + name.padding(toLength: nameWidth + 2, withPad: " ", startingAt: 0) + TextUIStrings.localized(key)
            }
    }
}
