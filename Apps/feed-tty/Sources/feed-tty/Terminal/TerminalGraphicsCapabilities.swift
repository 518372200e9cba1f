import TerminalGraphics

/// What the terminal said it can draw, from its answers to ``TerminalGraphicsQuery``.
///
/// All false and no size when it was not asked or did not answer: the environment's hints decide
/// then, as they always did (``ThumbnailSettings``).
struct TerminalGraphicsCapabilities: Equatable {
    /// It answered kitty's graphics query with OK (kitty, WezTerm, Ghostty, Konsole).
    var kitty = false
    /// Its primary device attributes list 4, sixel graphics (xterm -ti vt340, foot, mlterm, …).
    var sixel = false
    /// The size of one cell in pixels: pictures in kitty's protocol and sixel are drawn in their
    /// true shape with it.
    var cellPixelSize: CellPixelSize?
    /// The largest sixel picture and palette it takes, from its XTSMGRAPHICS answers; xterm's
    /// defaults for what it did not answer.
    var sixelLimits = SixelLimits.xtermDefaults

    static let none = TerminalGraphicsCapabilities()
}
