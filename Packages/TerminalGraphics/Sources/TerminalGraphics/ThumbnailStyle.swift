/// How a terminal is sent a thumbnail.
public enum ThumbnailStyle: Equatable, Sendable {
    /// Text: block symbols in colour (half blocks, quadrants and the other Block Elements, whichever
    /// is likest in each cell: ``BlockSymbolRenderer``); any terminal with colours.
    case blockSymbols(TerminalColorMode)
    /// Decoded pixels through the kitty graphics protocol (kitty, WezTerm, Ghostty, Konsole).
    case kitty
    /// The image file itself through iTerm2's inline-image protocol (iTerm2, WezTerm, mintty).
    case iTerm
    /// Decoded pixels as sixel graphics, in a palette of their own (xterm -ti vt340, foot, mlterm,
    /// WezTerm, Windows Terminal, konsole, contour).
    case sixel
}
