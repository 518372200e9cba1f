/// A character of Unicode's Block Elements that splits a cell into two parts, one drawn in the
/// foreground colour and the other in the background's, as a mask over the cell's samples
/// (``CellSamples``: 8 across, 8 down, row by row; a set bit is foreground).
///
/// Only one of each pair of complements is listed: swapping the colours draws the other. These
/// are the symbols of DejaVu Sans Mono, Liberation Mono, Noto Sans Mono, Menlo, Consolas and
/// the other monospace fonts people use (U+2580–U+259F, Unicode 1.1), which terminals also draw
/// themselves to fill the cell exactly (xterm, kitty, VTE, Alacritty, WezTerm).
struct BlockSymbol: Equatable {
    let character: Character
    let mask: UInt64
    /// The samples in the mask.
    let count: Int
    /// The mask as rectangles of samples, rows `top..<bottom` and columns `left..<right`: its rows
    /// of one run of columns each, consecutive rows of the same run taken together (one
    /// rectangle for halves, eighths and quadrants, two for the diagonal), for ``CellSamples`` to
    /// sum a part in a few look-ups.
    let rectangles: [Rectangle]

    struct Rectangle: Equatable {
        let top: Int
        let bottom: Int
        let left: Int
        let right: Int
    }

    /// `mask` has one run of set bits in each row that has any.
    init(character: Character, mask: UInt64) {
        self.character = character
        self.mask = mask
        count = mask.nonzeroBitCount
        var rectangles: [Rectangle] = []
        for row in 0..<Self.samplesDown {
            let bits = (mask >> (row * Self.samplesAcross)) & 0xFF
            guard bits != 0 else { continue }
            let (left, right) = (bits.trailingZeroBitCount, bits.trailingZeroBitCount + bits.nonzeroBitCount)
            precondition(bits == (1 << right) - (1 << left), "a symbol's row is one run of samples")
            if let last = rectangles.last, last.bottom == row, last.left == left, last.right == right {
                rectangles[rectangles.count - 1] = Rectangle(top: last.top, bottom: row + 1, left: left, right: right)
            } else {
                rectangles.append(Rectangle(top: row, bottom: row + 1, left: left, right: right))
            }
        }
        self.rectangles = rectangles
    }

    static let samplesAcross = 8
    static let samplesDown = 8

    /// `▀`: the upper half in the foreground. A cell of one colour is drawn with it too (both
    /// colours the same), so every picture line has the character the tests of its shape look for.
    static let upperHalf = BlockSymbol(character: "\u{2580}", mask: rows(0..<4))
    /// `▄` for a cell whose upper half is transparent.
    static let lowerHalf = BlockSymbol(character: "\u{2584}", mask: rows(4..<8))

    /// Every split a cell can be drawn with, `▀` first (it wins a tie).
    static let all: [BlockSymbol] =
        [upperHalf]
        // Lower eighths: ▁ ▂ ▃ ▅ ▆ ▇ (the upper parts are their complements).
        + [(1, "\u{2581}"), (2, "\u{2582}"), (3, "\u{2583}"), (5, "\u{2585}"), (6, "\u{2586}"), (7, "\u{2587}")].map {
            BlockSymbol(character: $0.1, mask: rows((8 - $0.0)..<8))
        }
        // Left eighths: ▏ ▎ ▍ ▌ ▋ ▊ ▉ (the right parts are their complements).
        + [
            (1, "\u{258F}"), (2, "\u{258E}"), (3, "\u{258D}"), (4, "\u{258C}"), (5, "\u{258B}"), (6, "\u{258A}"),
            (7, "\u{2589}"),
        ].map {
            BlockSymbol(character: $0.1, mask: columns(0..<$0.0))
        }
        // Quadrants: ▘ ▝ ▖ ▗ and the diagonal pair ▚ (its complement is ▞).
        + [
            BlockSymbol(character: "\u{2598}", mask: rows(0..<4) & columns(0..<4)),
            BlockSymbol(character: "\u{259D}", mask: rows(0..<4) & columns(4..<8)),
            BlockSymbol(character: "\u{2596}", mask: rows(4..<8) & columns(0..<4)),
            BlockSymbol(character: "\u{2597}", mask: rows(4..<8) & columns(4..<8)),
            BlockSymbol(
                character: "\u{259A}", mask: (rows(0..<4) & columns(0..<4)) | (rows(4..<8) & columns(4..<8))),
        ]

    static func rows(_ range: Range<Int>) -> UInt64 {
        range.reduce(0) { mask, row in mask | (0xFF << (row * samplesAcross)) }
    }

    private static func columns(_ range: Range<Int>) -> UInt64 {
        (0..<samplesDown).reduce(0) { mask, row in
            range.reduce(mask) { mask, column in mask | (1 << (row * samplesAcross + column)) }
        }
    }
}
