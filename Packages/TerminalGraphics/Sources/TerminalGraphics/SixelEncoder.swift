import ImageDecoding

/// Encodes pixels as sixel graphics (xterm -ti vt340, foot, mlterm, WezTerm, Windows Terminal,
/// konsole, contour), drawn at the cursor one terminal pixel to an image pixel.
///
/// The image is reduced to a palette of its own (``MedianCutQuantizer``), then sent as
/// `ESC P 0;1;0 q "1;1;W;H #n;2;r;g;b … <bands> ESC \`: `0;1;0` and the raster attributes ask for
/// square pixels (aspect 1:1) and leave undrawn pixels transparent; the palette gives each colour
/// in percent. Each band is six pixel rows: for each colour in it, `#n` and a sixel a column
/// (the bits of the six pixels of that colour, plus 63), runs shortened to `!count sixel`, the
/// colours separated by `$` (back to the band's start) and the bands by `-`.
///
/// The result is one line whose picture covers the rows its height reaches into. Where a sixel
/// image leaves the cursor, with sixel scrolling on (DECSDM reset, every terminal's default: the
/// image is drawn at the cursor and scrolls the screen), differs: xterm (379, checked) on the
/// image's last row, at the column it started from; WezTerm and others on the line below, as
/// xterm's own description of DECSDM reads ("the next complete line after the image"), where the
/// line break that ends the line would leave a blank row. Mode 8452 ("sixel scrolling leaves the
/// cursor to the right of the graphic": xterm, foot, mlterm, WezTerm, mintty, contour) makes them
/// agree with kitty's and iTerm2's protocols: on the image's last row, just after it, so the line
/// break continues right under the picture. The line sets it around the image, `CSI ? 8452 h` …
/// `CSI ? 8452 l`, back to the default after it; a terminal without the mode at worst leaves a
/// blank row. DECSDM is left alone: its sense is reversed in some terminals (older mlterm), and
/// the default is what is wanted.
public enum SixelEncoder {
    /// The palette's size unless told: sixel terminals take 256 colour registers at least (xterm
    /// as a VT340 takes 16 unless its `numColorRegisters` resource says more: ask for fewer there).
    public static let defaultMaxColors = 256

    /// `maxColors` is 1 to 256.
    public static func lines(for image: PixelImage, maxColors: Int = defaultMaxColors) -> [String] {
        let indexed = MedianCutQuantizer.quantize(image, maxColors: maxColors)
        var writer = SixelWriter(reservingCapacity: 64 + indexed.palette.count * 20 + image.width * image.height)
        writer.append("\u{1B}[?8452h\u{1B}P0;1;0q\"1;1;")
        writer.append(image.width)
        writer.append(";")
        writer.append(image.height)
        for (index, color) in indexed.palette.enumerated() {
            writer.append("#")
            writer.append(index)
            writer.append(";2;")
            writer.append(percent(color.red))
            writer.append(";")
            writer.append(percent(color.green))
            writer.append(";")
            writer.append(percent(color.blue))
        }
        writeBands(of: indexed, to: &writer)
        writer.append("\u{1B}\\\u{1B}[?8452l")
        return [String(decoding: writer.bytes, as: UTF8.self)]
    }

    private static func writeBands(of image: IndexedImage, to writer: inout SixelWriter) {
        let width = image.width
        // Per band: the colours in it in order of first use, each with a row of six-bit columns and
        // the first and last column it has pixels in. Only those columns are written and cleared:
        // a photo's band has a hundred colours or more, each in a few places, and going over every
        // colour's whole row took most of the time a picture took to encode.
        var slotOfColor = [Int](repeating: -1, count: image.palette.count)
        var bandColors: [Int] = []
        var firstColumn = [Int](repeating: 0, count: image.palette.count)
        var lastColumn = [Int](repeating: 0, count: image.palette.count)
        var bits = [UInt8](repeating: 0, count: image.palette.count * width)
        image.indices.withUnsafeBufferPointer { indices in
            bits.withUnsafeMutableBufferPointer { bits in
                for top in stride(from: 0, to: image.height, by: 6) {
                    for row in 0..<min(6, image.height - top) {
                        let bit = UInt8(1) << row
                        let rowStart = (top + row) * width
                        for x in 0..<width {
                            let color = indices[rowStart + x]
                            guard color != IndexedImage.transparent else { continue }
                            var slot = slotOfColor[Int(color)]
                            if slot < 0 {
                                slot = bandColors.count
                                slotOfColor[Int(color)] = slot
                                bandColors.append(Int(color))
                                (firstColumn[slot], lastColumn[slot]) = (x, x)
                            } else {
                                firstColumn[slot] = min(firstColumn[slot], x)
                                lastColumn[slot] = max(lastColumn[slot], x)
                            }
                            bits[slot * width + x] |= bit
                        }
                    }
                    if top > 0 { writer.append("-") }
                    for (slot, color) in bandColors.enumerated() {
                        if slot > 0 { writer.append("$") }
                        writer.append("#")
                        writer.append(color)
                        let columns = slot * width + firstColumn[slot]...slot * width + lastColumn[slot]
                        let row = UnsafeMutableBufferPointer(rebasing: bits[columns])
                        writeRow(row, from: firstColumn[slot], to: &writer)
                        bits[columns].update(repeating: 0)
                        slotOfColor[color] = -1
                    }
                    bandColors.removeAll(keepingCapacity: true)
                }
            }
        }
    }

    /// One colour's sixels across a band, from its first column with a pixel (`start` empty ones
    /// before it) to its last, run-length encoded; the empty ones after it are left out (`$` and
    /// `-` go back to the band's start anyway).
    private static func writeRow(
        _ row: UnsafeMutableBufferPointer<UInt8>, from start: Int, to writer: inout SixelWriter
    ) {
        if start > 0 { writer.appendRun(of: 0, count: start) }
        var runStart = 0
        while runStart < row.count {
            var end = runStart + 1
            while end < row.count && row[end] == row[runStart] { end += 1 }
            writer.appendRun(of: row[runStart], count: end - runStart)
            runStart = end
        }
    }

    /// A channel, 0 to 255, as sixel's percent, 0 to 100.
    private static func percent(_ channel: UInt8) -> Int {
        (Int(channel) * 100 + 127) / 255
    }
}
