import ImageDecoding

/// One cell's samples (``BlockSymbol/samplesAcross`` × ``BlockSymbol/samplesDown``, row by row)
/// read from a picture, and sums over parts of them: what a cell's symbol and colours are fitted to.
/// Read into the same storage cell after cell, so a line allocates nothing per cell.
struct CellSamples {
    private static let count = BlockSymbol.samplesAcross * BlockSymbol.samplesDown

    private var red = [Int](repeating: 0, count: count)
    private var green = [Int](repeating: 0, count: count)
    private var blue = [Int](repeating: 0, count: count)
    /// A bit a sample: opaque (alpha 128 or more, and inside the picture).
    private var opaque: UInt64 = 0
    /// Each row's running sums from its left edge (``Sum`` at columns 0 to `samplesAcross`), for
    /// the sum over any run of columns in two look-ups: every symbol's part is such a run in each
    /// row.
    private var rowPrefixes = [Sum](repeating: Sum(), count: BlockSymbol.samplesDown * (BlockSymbol.samplesAcross + 1))
    /// The sums over the whole cell, from `sumRows`.
    private var whole = Sum()

    var isOpaque: Bool { opaque == UInt64.max }

    /// The sums of a part's samples: what its mean colour and the error of a colour over it need.
    struct Sum {
        var red = 0
        var green = 0
        var blue = 0
        var squares = 0
        /// Brightness (Rec. 601 luma, in thousandths of a level): its sum and sum of squares (in
        /// millionths).
        var luma = 0
        var lumaSquares = 0
        var count = 0

        static func - (whole: Sum, part: Sum) -> Sum {
            Sum(
                red: whole.red - part.red, green: whole.green - part.green, blue: whole.blue - part.blue,
                squares: whole.squares - part.squares, luma: whole.luma - part.luma,
                lumaSquares: whole.lumaSquares - part.lumaSquares, count: whole.count - part.count)
        }

        mutating func add(_ other: Sum) {
            red += other.red
            green += other.green
            blue += other.blue
            squares += other.squares
            luma += other.luma
            lumaSquares += other.lumaSquares
            count += other.count
        }
    }

    /// The cell whose top left sample is `image`'s pixel (`left`, `top`); samples past the
    /// picture's edge are transparent.
    mutating func read(_ image: PixelImage, left: Int, top: Int) {
        opaque = 0
        image.pixels.withUnsafeBufferPointer { pixels in
            for row in 0..<BlockSymbol.samplesDown where top + row < image.height {
                for column in 0..<BlockSymbol.samplesAcross where left + column < image.width {
                    let offset = 4 * ((top + row) * image.width + left + column)
                    let index = row * BlockSymbol.samplesAcross + column
                    red[index] = Int(pixels[offset])
                    green[index] = Int(pixels[offset + 1])
                    blue[index] = Int(pixels[offset + 2])
                    if pixels[offset + 3] >= 128 { opaque |= 1 << index }
                }
            }
        }
    }

    /// Fills the rows' running sums: call after `read` for a cell whose samples are all opaque.
    mutating func sumRows() {
        let across = BlockSymbol.samplesAcross
        for row in 0..<BlockSymbol.samplesDown {
            var running = Sum()
            let base = row * (across + 1)
            rowPrefixes[base] = running
            for column in 0..<across {
                let index = row * across + column
                let (r, g, b) = (red[index], green[index], blue[index])
                let luma = r * 299 + g * 587 + b * 114
                running.add(
                    Sum(
                        red: r, green: g, blue: b, squares: r * r + g * g + b * b, luma: luma,
                        lumaSquares: luma * luma, count: 1))
                rowPrefixes[base + column + 1] = running
            }
        }
        whole = Sum()
        for row in 0..<BlockSymbol.samplesDown { whole.add(rowPrefixes[row * (across + 1) + across]) }
    }

    /// The sums over a symbol's part and over the rest, from the rows' running sums (`sumRows`).
    func sums(of symbol: BlockSymbol) -> (inside: Sum, outside: Sum) {
        let across = BlockSymbol.samplesAcross
        var inside = Sum()
        for row in 0..<BlockSymbol.samplesDown {
            let base = row * (across + 1)
            let span = symbol.spans[row]
            guard span.end > span.start else { continue }
            inside.add(rowPrefixes[base + span.end] - rowPrefixes[base + span.start])
        }
        return (inside, whole - inside)
    }

    /// The sums over the samples whose bits are set in `mask`.
    func sum(of mask: UInt64) -> Sum {
        var sum = Sum()
        var bits = mask
        while bits != 0 {
            let index = bits.trailingZeroBitCount
            bits &= bits - 1
            let (r, g, b) = (red[index], green[index], blue[index])
            sum.red += r
            sum.green += g
            sum.blue += b
            sum.squares += r * r + g * g + b * b
            let luma = r * 299 + g * 587 + b * 114
            sum.luma += luma
            sum.lumaSquares += luma * luma
            sum.count += 1
        }
        return sum
    }

    /// The sums over the opaque samples of these rows, or nil when most of them are transparent.
    func opaqueMean(ofRows rows: Range<Int>) -> Sum? {
        let part = sum(of: BlockSymbol.rows(rows) & opaque)
        return part.count * 2 >= rows.count * BlockSymbol.samplesAcross ? part : nil
    }
}
