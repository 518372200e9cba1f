/// The terminals known to open OSC 8 links, told by the environment (docs/usage.md lists them).
/// An unknown terminal gets none: one that does not know the escape may show it as text.
///
/// `TERM` is the innermost terminal's own. Other variables are inherited by whatever a terminal
/// starts, another terminal too (an xterm started from GNOME Terminal keeps its `VTE_VERSION`), so
/// they count only under an xterm-like `TERM` that is not xterm's itself (`XTERM_VERSION`, which
/// xterm sets): xterm has no links.
enum LinkingTerminal {
    static func opensLinks(environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        if linkingTerms.contains(term) { return true }
        guard term.hasPrefix("xterm"), environment["XTERM_VERSION"] == nil else { return false }
        func isSet(_ name: String) -> Bool { environment[name]?.isEmpty == false }
        // VTE 0.50 (GNOME Terminal 3.26) is the first with links.
        let vteVersion = environment["VTE_VERSION"].flatMap { Int($0) } ?? 0
        return isSet("KITTY_WINDOW_ID") || isSet("WT_SESSION") || vteVersion >= 5000
            || linkingPrograms.contains(environment["TERM_PROGRAM"] ?? "") || environment["LC_TERMINAL"] == "iTerm2"
    }

    /// kitty, Ghostty, foot and WezTerm under their own `TERM`.
    private static let linkingTerms: Set = ["xterm-kitty", "xterm-ghostty", "foot", "foot-extra", "wezterm"]

    /// `TERM_PROGRAM` of WezTerm, iTerm2 (3.1 and later) and Ghostty, which keep an xterm `TERM`.
    private static let linkingPrograms: Set = ["WezTerm", "iTerm.app", "ghostty"]
}
