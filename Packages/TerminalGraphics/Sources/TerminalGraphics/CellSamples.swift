import ImageDecoding

/// One cell's samples (``BlockSymbol/samplesAcross`` × ``BlockSymbol/samplesDown``, row by row)
/// read from a picture, and sums over parts of them: what a cell's symbol and colours are fitted to.
/// Read into the same storage cell after cell, so a line allocates nothing per cell.
struct CellSamples {
    private static let across = BlockSymbol.samplesAcross
    private static let down = BlockSymbol.samplesDown
    /// Entries of `areas` a row: one more than the samples, for the sums up to each column.
    private static let areaWidth = across + 1

    private var red = [Int](repeating: 0, count: across * down)
    private var green = [Int](repeating: 0, count: across * down)
    private var blue = [Int](repeating: 0, count: across * down)
    /// A bit a sample: opaque (alpha 128 or more, and inside the picture).
    private var opaque: UInt64 = 0
    /// Red, green and blue summed over the samples above and left of each corner (row `r`, column
    /// `c`, 0 to 8 each; 3 values a corner): the sum over any rectangle of samples in four look-ups,
    /// and every symbol's part is one or two rectangles (``BlockSymbol/rectangles``).
    private var areas = [Int](repeating: 0, count: 3 * (down + 1) * (across + 1))

    var isOpaque: Bool { opaque == UInt64.max }

    /// The sums of a part's samples: all its mean colour and the error of a colour over it need
    /// (see ``BlockSymbolRenderer``: the sums of squares are the same for every split of a cell).
    struct Sum {
        var red = 0
        var green = 0
        var blue = 0
        var count = 0

        static func - (whole: Sum, part: Sum) -> Sum {
            Sum(
                red: whole.red - part.red, green: whole.green - part.green, blue: whole.blue - part.blue,
                count: whole.count - part.count)
        }
    }

    /// The cell whose top left sample is `image`'s pixel (`left`, `top`); samples past the
    /// picture's edge are transparent.
    mutating func read(_ image: PixelImage, left: Int, top: Int) {
        opaque = 0
        let rows = min(Self.down, image.height - top)
        let columns = min(Self.across, image.width - left)
        image.pixels.withUnsafeBufferPointer { pixels in
            red.withUnsafeMutableBufferPointer { red in
                green.withUnsafeMutableBufferPointer { green in
                    blue.withUnsafeMutableBufferPointer { blue in
                        for row in 0..<rows {
                            var offset = 4 * ((top + row) * image.width + left)
                            for column in 0..<columns {
                                let index = row * Self.across + column
                                red[index] = Int(pixels[offset])
                                green[index] = Int(pixels[offset + 1])
                                blue[index] = Int(pixels[offset + 2])
                                if pixels[offset + 3] >= 128 { opaque |= 1 << index }
                                offset += 4
                            }
                        }
                    }
                }
            }
        }
    }

    /// Fills the sums over areas: call after `read` for a cell whose samples are all opaque.
    mutating func sumAreas() {
        let width = Self.areaWidth
        red.withUnsafeBufferPointer { red in
            green.withUnsafeBufferPointer { green in
                blue.withUnsafeBufferPointer { blue in
                    areas.withUnsafeMutableBufferPointer { areas in
                        // Row 0 and column 0 stay 0: nothing is above or left of them.
                        for row in 0..<Self.down {
                            var running = (0, 0, 0)
                            for column in 0..<Self.across {
                                let index = row * Self.across + column
                                running.0 += red[index]
                                running.1 += green[index]
                                running.2 += blue[index]
                                let corner = 3 * ((row + 1) * width + column + 1)
                                let above = corner - 3 * width
                                areas[corner] = areas[above] + running.0
                                areas[corner + 1] = areas[above + 1] + running.1
                                areas[corner + 2] = areas[above + 2] + running.2
                            }
                        }
                    }
                }
            }
        }
    }

    /// The sums over the whole cell, from `sumAreas`.
    var whole: Sum {
        let corner = 3 * (Self.down * Self.areaWidth + Self.across)
        return Sum(
            red: areas[corner], green: areas[corner + 1], blue: areas[corner + 2], count: Self.across * Self.down)
    }

    /// The sums over a symbol's part, from the sums over areas (`sumAreas`).
    func sum(of symbol: BlockSymbol) -> Sum {
        var sum = Sum(count: symbol.count)
        areas.withUnsafeBufferPointer { areas in
            for rectangle in symbol.rectangles {
                // Above-left less above-right and below-left, plus below-right: the rectangle.
                let width = Self.areaWidth
                let topLeft = 3 * (rectangle.top * width + rectangle.left)
                let topRight = 3 * (rectangle.top * width + rectangle.right)
                let bottomLeft = 3 * (rectangle.bottom * width + rectangle.left)
                let bottomRight = 3 * (rectangle.bottom * width + rectangle.right)
                sum.red += areas[bottomRight] - areas[bottomLeft] - areas[topRight] + areas[topLeft]
                sum.green += areas[bottomRight + 1] - areas[bottomLeft + 1] - areas[topRight + 1] + areas[topLeft + 1]
                sum.blue += areas[bottomRight + 2] - areas[bottomLeft + 2] - areas[topRight + 2] + areas[topLeft + 2]
            }
        }
        return sum
    }

    /// The sums over the samples whose bits are set in `mask`.
    func sum(of mask: UInt64) -> Sum {
        var sum = Sum()
        var bits = mask
        while bits != 0 {
            let index = bits.trailingZeroBitCount
            bits &= bits - 1
            sum.red += red[index]
            sum.green += green[index]
            sum.blue += blue[index]
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
