import ImageDecoding

/// Draws pixels as text: each character cell is one of the block symbols of ``BlockSymbol``
/// (halves, eighths, quadrants), in a foreground and a background colour chosen for that
/// cell, from 8 × 8 samples of the picture (`image` is sampled at that density: a column 8 pixels
/// wide, a row 8 tall). Where plain half blocks (`▀`) show two averages a cell, this finds the
/// edge inside it and puts it where the picture has it: a photograph at the same cells reads as
/// one with about twice the resolution.
///
/// Each cell's symbol and colours are those that leave the least squared error over its samples,
/// with the colours the terminal will show: the two parts' means in 24-bit colour; in 256 colours
/// the palette's nearest to them as a person sees it (``Palette256/perceptualIndex(red:green:blue:)``),
/// so the cell's symbol is chosen for the colours it can really have.
///
/// Transparency: a cell with any transparent sample (alpha below 128) is drawn as two halves, each
/// shown where most of its samples are opaque, in their mean colour, so the terminal's own
/// background shows through the rest (no guess whether it is dark or light). One line per 8 rows of samples (the last
/// may have only its upper half); colours are set only where they change, and each line ends with
/// `ESC[0m`.
public enum BlockSymbolRenderer {
    /// Samples a cell is drawn from (8 × 8, as the symbols' finest step is an eighth): an image
    /// for `columns` × `rows` cells is sampled at `columns * samplesAcross` × `rows * samplesDown`
    /// pixels (4 fewer down when the thumbnail's height on its grid is odd: its last row is an upper half).
    public static let samplesAcross = BlockSymbol.samplesAcross
    public static let samplesDown = BlockSymbol.samplesDown

    /// How much more a cell's error in brightness counts than its error in each colour channel.
    private static let lumaWeight = 3
    /// A part's count of samples (1 to 64) to its divisor, for the means.
    private static let divisors = (0...samplesAcross * samplesDown).map { Divisor(max($0, 1)) }
    private static let defaultBackground = "\u{1B}[49m"
    private static let reset = "\u{1B}[0m"

    public static func lines(for image: PixelImage, colorMode: TerminalColorMode) -> [String] {
        let columns = (image.width + samplesAcross - 1) / samplesAcross
        return stride(from: 0, to: image.height, by: samplesDown).map { top in
            line(image, top: top, columns: columns, colorMode: colorMode)
        }
    }

    /// Written as UTF-8 bytes and made a string once: a line is thousands of bytes of sequences.
    private static func line(_ image: PixelImage, top: Int, columns: Int, colorMode: TerminalColorMode) -> String {
        var line: [UInt8] = []
        line.reserveCapacity(columns * 48)
        var foreground: TerminalColor?
        var background: TerminalColor?
        var samples = CellSamples()
        for column in 0..<columns {
            samples.read(image, left: column * samplesAcross, top: top)
            let cell = samples.isOpaque ? bestFit(&samples, colorMode) : halves(samples, colorMode)
            if let color = cell.foreground, foreground != color {
                color.appendForeground(to: &line)
                foreground = color
            }
            if background != cell.background {
                if let color = cell.background {
                    color.appendBackground(to: &line)
                } else {
                    line.append(contentsOf: defaultBackground.utf8)
                }
                background = cell.background
            }
            line.append(contentsOf: cell.character.utf8)
        }
        line.append(contentsOf: reset.utf8)
        return String(decoding: line, as: UTF8.self)
    }

    private struct Cell {
        let character: Character
        let foreground: TerminalColor?
        let background: TerminalColor?
    }

    /// The symbol and colours with the least squared error over the samples.
    private static func bestFit(_ samples: inout CellSamples, _ mode: TerminalColorMode) -> Cell {
        samples.sumAreas()
        let whole = samples.whole
        var best: (error: Int, symbol: BlockSymbol, inside: Shown, outside: Shown)?
        for symbol in BlockSymbol.all {
            let part = samples.sum(of: symbol)
            let inside = shown(part, mode)
            let outside = shown(whole - part, mode)
            let error = inside.error + outside.error
            if best == nil || error < best!.error { best = (error, symbol, inside, outside) }
        }
        let fit = best!
        return Cell(character: fit.symbol.character, foreground: fit.inside.color, background: fit.outside.color)
    }

    /// A part's colour as the terminal shows it, and the squared error it leaves over the part less
    /// the sums of the samples' squares (see `shown`).
    private struct Shown {
        let color: TerminalColor
        let error: Int
    }

    /// The squared error of colour c over a part's samples s is Σ|s − c|² = Σ|s|² − 2 c·Σs + n|c|²,
    /// and so for brightness. The sums of squares, Σ|s|², of a symbol's two parts add up to the
    /// whole cell's, the same for every symbol: they are left out, and the symbols compare as
    /// they would with them. Brightness is linear in the channels, so its sum comes from theirs.
    private static func shown(_ part: CellSamples.Sum, _ mode: TerminalColorMode) -> Shown {
        let count = max(part.count, 1)
        let divisor = divisors[count]
        let mean = (
            red: divisor.quotient(of: part.red + count / 2), green: divisor.quotient(of: part.green + count / 2),
            blue: divisor.quotient(of: part.blue + count / 2)
        )
        let color: TerminalColor
        let shown: (red: Int, green: Int, blue: Int)
        switch mode {
        case .trueColor:
            color = .rgb(UInt8(mean.red), UInt8(mean.green), UInt8(mean.blue))
            shown = mean
        case .palette256:
            let index = Palette256.perceptualIndex(red: mean.red, green: mean.green, blue: mean.blue)
            color = .indexed(index)
            shown = Palette256.color(at: index)
        }
        let error =
            part.count * (shown.red * shown.red + shown.green * shown.green + shown.blue * shown.blue)
            - 2 * (shown.red * part.red + shown.green * part.green + shown.blue * part.blue)
        // Brightness counts again, three times: a picture's likeness is its light and shade first.
        let luma = shown.red * 299 + shown.green * 587 + shown.blue * 114
        let lumaSum = part.red * 299 + part.green * 587 + part.blue * 114
        let lumaError = part.count * luma * luma - 2 * luma * lumaSum
        return Shown(color: color, error: error * 1_000_000 + lumaWeight * lumaError)
    }

    /// A cell with transparent samples, as two halves: `▀`, `▄` or a space, by which are mostly opaque.
    private static func halves(_ samples: CellSamples, _ mode: TerminalColorMode) -> Cell {
        let upper = samples.opaqueMean(ofRows: 0..<BlockSymbol.samplesDown / 2).map { shown($0, mode).color }
        let lower = samples.opaqueMean(ofRows: BlockSymbol.samplesDown / 2..<BlockSymbol.samplesDown).map {
            shown($0, mode).color
        }
        switch (upper, lower) {
        case (let upper?, let lower):
            return Cell(character: BlockSymbol.upperHalf.character, foreground: upper, background: lower)
        case (nil, let lower?):
            return Cell(character: BlockSymbol.lowerHalf.character, foreground: lower, background: nil)
        case (nil, nil): return Cell(character: " ", foreground: nil, background: nil)
        }
    }
}
