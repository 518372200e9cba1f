/// What a sixel terminal can take: the largest picture it draws, in pixels, and how many colour
/// registers a picture's palette may use. Asked with XTSMGRAPHICS (`CSI ? 2 ; 1 ; 0 S` and
/// `CSI ? 1 ; 1 ; 0 S`); a picture larger than the geometry is not drawn at all by xterm, and
/// colours past the registers are drawn in the wrong colours.
public struct SixelLimits: Equatable, Sendable {
    public let maxWidth: Int
    public let maxHeight: Int
    public let colorRegisters: Int

    /// Each is positive.
    public init(maxWidth: Int, maxHeight: Int, colorRegisters: Int) {
        precondition(maxWidth > 0 && maxHeight > 0 && colorRegisters > 0, "limits are positive")
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.colorRegisters = colorRegisters
    }

    /// For a terminal that does not say: xterm's defaults, its `maxGraphicSize` resource's
    /// 1000 × 1000 and the 1024 registers XTerm 379 answers as `-ti vt340` (its manual's table
    /// says 16 for a VT340, its answer is 1024); the palette is 256 colours at most anyway.
    public static let xtermDefaults = SixelLimits(maxWidth: 1000, maxHeight: 1000, colorRegisters: 1024)

    /// The colours a picture's palette may have: the registers, at most the encoder's 256.
    public var maxColors: Int { min(colorRegisters, SixelEncoder.defaultMaxColors) }
}
