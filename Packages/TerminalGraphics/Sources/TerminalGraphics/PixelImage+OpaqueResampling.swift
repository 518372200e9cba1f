import ImageDecoding

/// ``PixelImage/resampled(width:height:)`` for an image whose every pixel is opaque (every JPEG):
/// the same sums with alpha left out. Weighed by alpha, each colour's sum is 255 times the one here
/// and is divided, rounded, by 255 times the weights' total t; ⌊(255 n + ⌊255 t / 2⌋) / 255 t⌋ and
/// ⌊(n + ⌊t / 2⌋) / t⌋ are the same for every n and t (whether t is even or odd), so the pixels are
/// too, with a quarter less to add and nothing to multiply by alpha. Down a column, a target row is
/// the weighed sum of whole source rows, added a row at a time, which the compiler vectorises.
extension PixelImage {
    /// Whether every pixel's alpha is 255.
    var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { pixels in
            var all: UInt8 = 255
            for offset in stride(from: 3, to: pixels.count, by: 4) { all &= pixels[offset] }
            return all == 255
        }
    }

    func opaqueResampled(
        width: Int, height: Int, across: ResamplingTaps, down: ResamplingTaps, acrossFirst: Bool
    ) -> PixelImage {
        // The first pass's sums: at most 255 × a total of at most twice a side of at most
        // `ThumbnailDecoder.maxThumbnailSide`, which 32 bits hold. The second pass's, in 64, a row
        // at a time, rounded into the pixels. Every pass keeps 4 values a pixel, as the pixels
        // have, so that down a column a row is one run of numbers (the fourth, alpha or nothing,
        // is summed with the others and not used).
        let (sourceWidth, sourceHeight) = (self.width, self.height)
        let total = across.total * down.total
        let rgba = pixels.withUnsafeBufferPointer { pixels in
            if acrossFirst {
                let first = [Int32](rows: sourceHeight, of: width) { y, row in
                    Self.sumAcross(pixels, row: y * sourceWidth, across, into: row)
                }
                return first.withUnsafeBufferPointer { first in
                    Self.rounded(rows: height, of: width, total: total) { y, row in
                        Self.sumDown(first, width: width, y: y, down, into: row)
                    }
                }
            }
            // Down first: each target row's sums down the picture are needed by that row alone,
            // so they are made in one row's room as it is reached, not kept for the whole image.
            var first = [Int32](repeating: 0, count: sourceWidth * 4)
            return first.withUnsafeMutableBufferPointer { first in
                Self.rounded(rows: height, of: width, total: total) { y, row in
                    Self.sumDown(pixels, width: sourceWidth, y: y, down, into: first)
                    Self.sumAcross(UnsafeBufferPointer(first), row: 0, across, into: row)
                }
            }
        }
        return PixelImage(width: width, height: height, pixels: rgba)
    }

    /// One target row: the red, green and blue of the source row starting at pixel `row` (4 values
    /// a pixel), summed over each target position's taps along it (the fourth value left 0).
    @inline(__always)
    private static func sumAcross<Source: BinaryInteger, Sum: FixedWidthInteger>(
        _ source: UnsafeBufferPointer<Source>, row: Int, _ taps: ResamplingTaps,
        into sums: UnsafeMutableBufferPointer<Sum>
    ) {
        taps.withUnsafeTaps { starts, indices, weights in
            for x in 0..<starts.count - 1 {
                var (red, green, blue) = (0, 0, 0)
                for tap in starts[x]..<starts[x + 1] {
                    let offset = (row + indices[tap]) * 4
                    let weight = weights[tap]
                    // Wrapping: the sums are bounded as said above, so no check is needed.
                    red &+= Int(source[offset]) &* weight
                    green &+= Int(source[offset + 1]) &* weight
                    blue &+= Int(source[offset + 2]) &* weight
                }
                sums[4 * x] = Sum(truncatingIfNeeded: red)
                sums[4 * x + 1] = Sum(truncatingIfNeeded: green)
                sums[4 * x + 2] = Sum(truncatingIfNeeded: blue)
                sums[4 * x + 3] = 0
            }
        }
    }

    /// Target row `y`: the source rows of its taps down the picture (`width` pixels of 4 values),
    /// each times its weight, added value by value.
    @inline(__always)
    private static func sumDown<Source: BinaryInteger, Sum: FixedWidthInteger>(
        _ source: UnsafeBufferPointer<Source>, width: Int, y: Int, _ taps: ResamplingTaps,
        into sums: UnsafeMutableBufferPointer<Sum>
    ) {
        sums.update(repeating: 0)
        let count = width * 4
        taps.withUnsafeTaps { starts, indices, weights in
            for tap in starts[y]..<starts[y + 1] {
                let row = UnsafeBufferPointer(rebasing: source[indices[tap] * count..<(indices[tap] + 1) * count])
                let weight = Sum(truncatingIfNeeded: weights[tap])
                for index in 0..<count {
                    sums[index] &+= Sum(truncatingIfNeeded: row[index]) &* weight
                }
            }
        }
    }

    /// Opaque pixels, `rows` of `width`, each row's sums (4 values a pixel, the fourth unused, from
    /// `sumRow`) divided by both passes' weights' `total`, rounded.
    @inline(__always)
    private static func rounded(
        rows: Int, of width: Int, total: Int, _ sumRow: (Int, UnsafeMutableBufferPointer<Int>) -> Void
    ) -> [UInt8] {
        var row = [Int](repeating: 0, count: width * 4)
        let divisor = Divisor(total)
        return [UInt8](unsafeUninitializedCapacity: rows * width * 4) { pixels, count in
            row.withUnsafeMutableBufferPointer { row in
                for y in 0..<rows {
                    sumRow(y, row)
                    for x in 0..<width {
                        let pixel = 4 * (y * width + x)
                        pixels[pixel] = UInt8(divisor.quotient(of: row[4 * x] + total / 2))
                        pixels[pixel + 1] = UInt8(divisor.quotient(of: row[4 * x + 1] + total / 2))
                        pixels[pixel + 2] = UInt8(divisor.quotient(of: row[4 * x + 2] + total / 2))
                        pixels[pixel + 3] = 255
                    }
                }
            }
            count = rows * width * 4
        }
    }
}

extension Array where Element == Int32 {
    /// `rows` rows of `width` pixels' sums (4 values a pixel), each row filled by `sumRow`.
    @inline(__always)
    fileprivate init(rows: Int, of width: Int, _ sumRow: (Int, UnsafeMutableBufferPointer<Int32>) -> Void) {
        self.init(unsafeUninitializedCapacity: rows * width * 4) { sums, count in
            for y in 0..<rows {
                sumRow(y, UnsafeMutableBufferPointer(rebasing: sums[y * width * 4..<(y + 1) * width * 4]))
            }
            count = rows * width * 4
        }
    }
}
