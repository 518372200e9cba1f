import Foundation

/// How output should look where it goes: colour, and the width lines wrap at.
enum TerminalSettings {
    /// Colour only at a terminal that can show it: not with `--no-color`, not under a `NO_COLOR`
    /// with a value (no-color.org: an empty one does not count), not with `TERM=dumb`.
    static func usesColor(noColorOption: Bool, environment: [String: String], isTerminal: Bool) -> Bool {
        guard isTerminal, !noColorOption, environment["TERM"] != "dumb" else { return false }
        return environment["NO_COLOR"].map(\.isEmpty) ?? true
    }

    /// An item's image line is a link to its image only at a terminal known to open OSC 8 links
    /// (`LinkingTerminal`), not with `--no-links`, not with `TERM=dumb`. Inside tmux, only where tmux says it passes them
    /// on (`tmuxPassesLinks`, asked only there): the variables of the terminal outside it, which
    /// tmux's panes inherit, say nothing of what tmux does with a link.
    static func usesLinks(
        noLinksOption: Bool, environment: [String: String], isTerminal: Bool, tmuxPassesLinks: () -> Bool
    ) -> Bool {
        guard isTerminal, !noLinksOption, environment["TERM"] != "dumb" else { return false }
        guard environment["TMUX"]?.isEmpty ?? true else { return tmuxPassesLinks() }
        return LinkingTerminal.opensLinks(environment: environment)
    }

    /// `COLUMNS` when it is a positive number (a user's override), else the terminal's own width,
    /// else 80.
    static func columns(environment: [String: String], terminalColumns: Int?) -> Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return terminalColumns ?? 80
    }

    /// `LINES` when it is a positive number, else the terminal's own height, else 24.
    static func rows(environment: [String: String], terminalRows: Int?) -> Int {
        if let rows = environment["LINES"].flatMap(Int.init), rows > 0 { return rows }
        return terminalRows ?? 24
    }

    /// The height of the terminal `fileDescriptor` is, if it is one that knows.
    static func terminalRows(of fileDescriptor: Int32) -> Int? {
        size(of: fileDescriptor).map(\.rows)
    }

    /// The width of the terminal `fileDescriptor` is, if it is one that knows (`TIOCGWINSZ`).
    static func terminalColumns(of fileDescriptor: Int32) -> Int? {
        size(of: fileDescriptor).map(\.columns)
    }

    private static func size(of fileDescriptor: Int32) -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
