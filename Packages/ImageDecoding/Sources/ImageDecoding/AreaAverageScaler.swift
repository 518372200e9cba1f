/// Scales an image to an exact size by area averaging (a box filter), taking the source one row
/// at a time, in any order: a decoder hands each row over as it decodes it, so no full-size image
/// is ever held. Memory: the target's pixels, a few integers each.
///
/// Each target pixel is the average of the source pixels of its box (``ScaleAxis``); scaling up,
/// a box is one source pixel, repeated. Colours are averaged weighted by alpha, so a transparent
/// pixel's (meaningless) colour does not bleed into its neighbours. Source pixels never handed
/// over count as transparent.
struct AreaAverageScaler {
    let width: Int
    let height: Int
    private let columns: ScaleAxis
    private let rows: ScaleAxis
    /// Each target column's box, `columnStarts[t]..<columnEnds[t]`, computed once.
    private let columnStarts: [Int]
    private let columnEnds: [Int]
    /// Per target pixel: red, green and blue each times alpha, then alpha.
    private var sums: [Int]
    /// One source row's contribution to each target column, in the same layout as `sums`.
    private var rowSums: [Int]

    init(sourceWidth: Int, sourceHeight: Int, width: Int, height: Int) {
        self.width = width
        self.height = height
        let columns = ScaleAxis(source: sourceWidth, target: width)
        self.columns = columns
        rows = ScaleAxis(source: sourceHeight, target: height)
        columnStarts = (0..<width).map(columns.start)
        columnEnds = (0..<width).map(columns.end)
        sums = Array(repeating: 0, count: width * height * 4)
        rowSums = Array(repeating: 0, count: width * 4)
    }

    /// Adds a whole source row: `pixels` holds `sourceWidth` RGBA pixels.
    mutating func addRow(_ pixels: UnsafeBufferPointer<UInt8>, y: Int) {
        addPixels(pixels, count: columns.source, y: y, firstX: 0, stepX: 1)
    }

    /// Adds some pixels of source row `y`: pixel `i` of `pixels` (`count` of them) sits at
    /// `firstX + i * stepX`. For rows that are not whole: a pass of an interlaced image, a frame
    /// smaller than its canvas.
    mutating func addPixels(_ pixels: UnsafeBufferPointer<UInt8>, count: Int, y: Int, firstX: Int, stepX: Int) {
        precondition(pixels.count >= count * 4 && firstX >= 0 && stepX > 0, "the pixels are in the buffer")
        precondition(count == 0 || firstX + (count - 1) * stepX < columns.source, "the pixels are in the row")
        precondition((0..<rows.source).contains(y), "row \(y) is in the source")
        guard count > 0 else { return }
        if stepX == 1 {
            sumRun(pixels, count: count, firstX: firstX)
        } else {
            sumSpread(pixels, count: count, firstX: firstX, stepX: stepX)
        }
        accumulateRowSums(y: y)
    }

    /// Adjacent pixels: each target column sums the part of its box the run covers.
    private mutating func sumRun(_ pixels: UnsafeBufferPointer<UInt8>, count: Int, firstX: Int) {
        let end = firstX + count
        let firstColumn = columns.targets(of: firstX).lowerBound
        let lastColumn = columns.targets(of: end - 1).upperBound
        rowSums.withUnsafeMutableBufferPointer { rowSums in
            for index in rowSums.indices { rowSums[index] = 0 }
            for column in firstColumn...lastColumn {
                var red = 0
                var green = 0
                var blue = 0
                var alpha = 0
                // Offsets into `pixels`, which starts at `firstX`.
                for x in max(columnStarts[column], firstX) - firstX..<min(columnEnds[column], end) - firstX {
                    let a = Int(pixels[x &* 4 &+ 3])
                    red &+= Int(pixels[x &* 4]) &* a
                    green &+= Int(pixels[x &* 4 &+ 1]) &* a
                    blue &+= Int(pixels[x &* 4 &+ 2]) &* a
                    alpha &+= a
                }
                rowSums[column &* 4] = red
                rowSums[column &* 4 &+ 1] = green
                rowSums[column &* 4 &+ 2] = blue
                rowSums[column &* 4 &+ 3] = alpha
            }
        }
    }

    /// Pixels `stepX` apart: each one added to the column (or columns) whose box holds it.
    private mutating func sumSpread(_ pixels: UnsafeBufferPointer<UInt8>, count: Int, firstX: Int, stepX: Int) {
        for index in rowSums.indices { rowSums[index] = 0 }
        for index in 0..<count {
            let a = Int(pixels[index * 4 + 3])
            guard a > 0 else { continue }
            for column in columns.targets(of: firstX + index * stepX) {
                rowSums[column * 4] += Int(pixels[index * 4]) * a
                rowSums[column * 4 + 1] += Int(pixels[index * 4 + 1]) * a
                rowSums[column * 4 + 2] += Int(pixels[index * 4 + 2]) * a
                rowSums[column * 4 + 3] += a
            }
        }
    }

    private mutating func accumulateRowSums(y: Int) {
        let rowWidth = width * 4
        rowSums.withUnsafeBufferPointer { rowSums in
            sums.withUnsafeMutableBufferPointer { sums in
                for row in rows.targets(of: y) {
                    let offset = row * rowWidth
                    for index in 0..<rowWidth {
                        sums[offset &+ index] &+= rowSums[index]
                    }
                }
            }
        }
    }

    /// The averages: each colour its alpha-weighted mean, alpha the mean over the whole box.
    func makeImage() -> PixelImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            let rowArea = rows.end(row) - rows.start(row)
            for column in 0..<width {
                let area = rowArea * (columns.end(column) - columns.start(column))
                let offset = (row * width + column) * 4
                let alphaSum = sums[offset + 3]
                guard alphaSum > 0 else { continue }
                for channel in 0..<3 {
                    pixels[offset + channel] = UInt8((sums[offset + channel] + alphaSum / 2) / alphaSum)
                }
                pixels[offset + 3] = UInt8((alphaSum + area / 2) / area)
            }
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }
}
