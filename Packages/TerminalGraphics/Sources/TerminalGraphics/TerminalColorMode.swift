/// The colours a terminal takes in SGR sequences.
public enum TerminalColorMode: Sendable {
    /// 24-bit: `38;2;r;g;b` (terminals that set `COLORTERM=truecolor` or `24bit`).
    case trueColor
    /// The xterm 256-colour palette, `38;5;n`: the nearest of its 6 × 6 × 6 cube and 24 greys.
    case palette256
}
