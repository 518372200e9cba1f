/// How a terminal is sent a thumbnail.
public enum ThumbnailStyle: Equatable, Sendable {
    /// Text: half blocks in colour; any terminal with colours.
    case halfBlocks(TerminalColorMode)
    /// Decoded pixels through the kitty graphics protocol (kitty, WezTerm, Ghostty, Konsole).
    case kitty
    /// The image file itself through iTerm2's inline-image protocol (iTerm2, WezTerm, mintty).
    case iTerm
    /// Decoded pixels as sixel graphics, in a palette of their own (xterm -ti vt340, foot, mlterm,
    /// WezTerm, Windows Terminal, konsole, contour).
    case sixel
}
