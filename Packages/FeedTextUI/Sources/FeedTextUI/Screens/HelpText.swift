enum HelpText {
    static func lines(style: TextStyle) -> [String] {
        [style.title(TextUIStrings.localized("HELP_TITLE"))]
            + [
                "HELP_REFRESH", "HELP_MORE", "HELP_COMMENTS", "HELP_BACK", "HELP_RETRY", "HELP_HELP", "HELP_QUIT",
            ].map { "  " + TextUIStrings.localized($0) }
    }
}
