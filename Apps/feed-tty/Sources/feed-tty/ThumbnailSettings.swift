import Composition
import TerminalGraphics

/// Whether and how thumbnails are drawn where the output goes (`--images`, `--image-rows`).
enum ThumbnailSettings {
    /// `auto` draws only at a terminal that gets colour (not in a pipe, not under `TERM=dumb`,
    /// `NO_COLOR` or `--no-color`), in the terminal's own picture protocol when it has one; a
    /// protocol or half blocks asked for by name are drawn wherever the output goes.
    static func thumbnails(
        _ option: LaunchOptions.Images, rows: Int, environment: [String: String], isColorTerminal: Bool
    ) -> FeedTTYComposer.Thumbnails? {
        let style: ThumbnailStyle
        switch option {
        case .none: return nil
        case .kitty: style = .kitty
        case .iterm: style = .iTerm
        case .blocks: style = .halfBlocks(colorMode(environment))
        case .auto:
            guard isColorTerminal else { return nil }
            style = detectedStyle(environment)
        }
        return FeedTTYComposer.Thumbnails(style: style, rows: rows)
    }

    /// kitty's protocol in kitty, WezTerm and Ghostty; iTerm2's in iTerm2; half blocks elsewhere,
    /// and inside tmux, which passes neither protocol through unless configured to.
    static func detectedStyle(_ environment: [String: String]) -> ThumbnailStyle {
        if environment["TMUX"] == nil {
            if environment["TERM"] == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil
                || ["WezTerm", "ghostty"].contains(environment["TERM_PROGRAM"])
            {
                return .kitty
            }
            if environment["TERM_PROGRAM"] == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" { return .iTerm }
        }
        return .halfBlocks(colorMode(environment))
    }

    /// 24-bit colour where the terminal says it has it (`COLORTERM`), else the 256-colour palette.
    static func colorMode(_ environment: [String: String]) -> TerminalColorMode {
        ["truecolor", "24bit"].contains(environment["COLORTERM"]) ? .trueColor : .palette256
    }
}
