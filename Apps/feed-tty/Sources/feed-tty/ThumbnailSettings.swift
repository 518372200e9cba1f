import FeedTextUI
import TerminalGraphics

/// Whether and how thumbnails are drawn where the output goes (`--images`, `--image-rows`), and
/// what to ask the terminal to know it.
enum ThumbnailSettings {
    /// `auto` draws only at a terminal that gets colour (not in a pipe, not under `TERM=dumb`,
    /// `NO_COLOR` or `--no-color`), in the best picture protocol the terminal has; a protocol or
    /// block symbols asked for by name are drawn wherever the output goes. Pictures are drawn in
    /// their true shape where the cell size is known. Kitty's pictures go through tmux's passthrough
    /// when `passesThroughTmux` (inside tmux, which passes them on).
    static func thumbnails(
        _ option: LaunchOptions.Images,
        rows: Int,
        environment: [String: String],
        isColorTerminal: Bool,
        capabilities: TerminalGraphicsCapabilities = .none,
        passesThroughTmux: Bool = false
    ) -> ItemThumbnails? {
        let style: ThumbnailStyle
        switch option {
        case .none: return nil
        case .kitty: style = .kitty
        case .iterm: style = .iTerm
        case .sixel: style = .sixel
        case .blocks: style = .blockSymbols(colorMode(environment))
        case .auto:
            guard isColorTerminal else { return nil }
            style = chosenStyle(capabilities, environment)
        }
        return ItemThumbnails(
            style: style, rows: rows, cellPixelSize: capabilities.cellPixelSize, sixelLimits: capabilities.sixelLimits,
            passesThroughTmux: passesThroughTmux && style == .kitty)
    }

    /// The rows of a picture when neither `--image-rows` nor the configuration file says: the
    /// screen's rows (at start) less 8, which an item's number, description, location and image
    /// line and the prompt take, so that an item and its picture fit on one screen; at least 8
    /// and at most 40. At 80 × 24 that is 16 rows, where a photograph is recognisable in 256
    /// colours too (a luminance correlation of 0.85 or more with the photograph, from xterm
    /// screenshots; 8 rows gave 0.75 for a cat). Where the output is no terminal (`screenRows`
    /// nil), 8, as before.
    static func defaultRows(screenRows: Int?) -> Int {
        guard let screenRows else { return ThumbnailSize.defaultRows }
        return min(max(screenRows - textRowsOfAnItem, ThumbnailSize.defaultRows), maxDefaultRows)
    }

    private static let textRowsOfAnItem = 8
    private static let maxDefaultRows = 40

    /// What to ask the terminal at start (``TerminalGraphicsDetector``), nil for nothing: for
    /// `auto`, its protocols, except inside tmux, which passes none through unless configured to;
    /// for kitty's protocol asked for by name, the cell size if the window does not tell it; for sixel
    /// (by name or perhaps chosen), its limits too (XTSMGRAPHICS).
    static func query(
        _ option: LaunchOptions.Images, environment: [String: String], isColorTerminal: Bool, knowsCellSize: Bool
    ) -> TerminalGraphicsQuery? {
        switch option {
        case .auto:
            guard isColorTerminal, environment["TMUX"] == nil else { return nil }
            return TerminalGraphicsQuery(asksForKitty: true, asksForCellSize: !knowsCellSize, asksForSixelLimits: true)
        case .sixel:
            return TerminalGraphicsQuery(asksForKitty: false, asksForCellSize: !knowsCellSize, asksForSixelLimits: true)
        case .kitty:
            return knowsCellSize ? nil : TerminalGraphicsQuery(asksForKitty: false, asksForCellSize: true)
        case .iterm, .blocks, .none:
            return nil
        }
    }

    /// Outside tmux: kitty's protocol where the terminal says it has it; iTerm2's in iTerm2 (which
    /// answers neither question); sixel where the terminal lists it; else by the environment's
    /// hints, as when the terminal does not answer: kitty's protocol in kitty, WezTerm and Ghostty,
    /// iTerm2's in iTerm2. Block symbols elsewhere, and inside tmux.
    static func chosenStyle(_ capabilities: TerminalGraphicsCapabilities, _ environment: [String: String])
        -> ThumbnailStyle
    {
        if environment["TMUX"] == nil {
            if capabilities.kitty { return .kitty }
            if environment["TERM_PROGRAM"] == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" { return .iTerm }
            if capabilities.sixel { return .sixel }
            if environment["TERM"] == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil
                || ["WezTerm", "ghostty"].contains(environment["TERM_PROGRAM"])
            {
                return .kitty
            }
        }
        return .blockSymbols(colorMode(environment))
    }

    /// 24-bit colour where the terminal says it has it (`COLORTERM`), else the 256-colour palette.
    static func colorMode(_ environment: [String: String]) -> TerminalColorMode {
        ["truecolor", "24bit"].contains(environment["COLORTERM"]) ? .trueColor : .palette256
    }
}
