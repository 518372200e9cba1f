/// GIF, first frame only (a thumbnail is a still), with our own LZW decoder: the frame is drawn at
/// its place on the logical screen, the rest of the screen left transparent, as is the frame's
/// transparent colour (from a graphic control extension before it).
///
/// Streams too: one frame row of colour indices at a time goes through the palette into the
/// scaler. Rows below the screen end a plain frame early; an interlaced one is read to its end.
enum GIFDecoder {
    private static let extensionIntroducer: UInt8 = 0x21
    private static let imageSeparator: UInt8 = 0x2C
    private static let trailer: UInt8 = 0x3B
    private static let graphicControlLabel: UInt8 = 0xF9
    private static let hasColorTable: UInt8 = 0x80

    static func decode(
        _ bytes: UnsafeRawBufferPointer,
        info: ImageInfo,
        width: Int,
        height: Int,
        maxPixelCount: Int
    ) throws(ImageDecodingError) -> PixelImage {
        var cursor = ByteCursor(bytes, offset: 6)
        let screenWidth = try cursor.uint16LittleEndian()
        let screenHeight = try cursor.uint16LittleEndian()
        let screenFlags = try cursor.byte()
        try cursor.skip(2)  // background colour index, pixel aspect ratio
        let globalPalette =
            screenFlags & hasColorTable != 0 ? try GIFColorTable.readPalette(&cursor, flags: screenFlags) : nil

        var transparentIndex: UInt8?
        while true {
            switch try cursor.byte() {
            case extensionIntroducer:
                let label = try cursor.byte()
                if label == graphicControlLabel {
                    transparentIndex = try readGraphicControl(&cursor)
                }
                try skipSubBlocks(&cursor)
            case imageSeparator:
                let frame = try GIFFrame.read(&cursor, maxPixelCount: maxPixelCount)
                guard let palette = frame.localPalette ?? globalPalette else { throw .corrupt }
                var scaler = AreaAverageScaler(
                    sourceWidth: screenWidth,
                    sourceHeight: screenHeight,
                    width: width,
                    height: height
                )
                try drawFrame(
                    frame,
                    colors: GIFColorTable(palette: palette, transparentIndex: transparentIndex),
                    data: cursor.remaining,
                    screenWidth: screenWidth,
                    screenHeight: screenHeight,
                    into: &scaler
                )
                return scaler.makeImage()
            default:
                // The trailer before any image, or a block GIF does not have.
                throw .corrupt
            }
        }
    }

    /// The first sub-block of a graphic control extension: flags, delay (2), transparent index.
    private static func readGraphicControl(_ cursor: inout ByteCursor) throws(ImageDecodingError) -> UInt8? {
        let size = Int(try cursor.byte())
        guard size >= 4 else {
            try cursor.skip(size)
            return nil
        }
        let flags = try cursor.byte()
        try cursor.skip(2)
        let index = try cursor.byte()
        try cursor.skip(size - 4)
        return flags & 0x01 != 0 ? index : nil
    }

    private static func skipSubBlocks(_ cursor: inout ByteCursor) throws(ImageDecodingError) {
        while true {
            let size = Int(try cursor.byte())
            if size == 0 { return }
            try cursor.skip(size)
        }
    }

    private static func drawFrame(
        _ frame: GIFFrame,
        colors: GIFColorTable,
        data: UnsafeRawBufferPointer,
        screenWidth: Int,
        screenHeight: Int,
        into scaler: inout AreaAverageScaler
    ) throws(ImageDecodingError) {
        guard frame.width > 0, frame.height > 0 else { return }
        var cursor = ByteCursor(data)
        let minimumCodeSize = Int(try cursor.byte())
        guard LZWDecoder.minimumCodeSizes.contains(minimumCodeSize) else { throw .corrupt }
        var lzw = LZWDecoder(minimumCodeSize: minimumCodeSize, codes: GIFCodeReader(cursor.remaining))

        // Only the part of each row that lies on the screen is drawn.
        let visibleWidth = frame.left < screenWidth ? min(frame.width, screenWidth - frame.left) : 0
        var indices = [UInt16](repeating: 0, count: frame.width)
        var pixels = [UInt8](repeating: 0, count: visibleWidth * 4)
        for frameRow in 0..<frame.height {
            let y = frame.top + (frame.isInterlaced ? interlacedRow(frameRow, height: frame.height) : frameRow)
            if !frame.isInterlaced, y >= screenHeight { return }
            try indices.withUnsafeMutableBufferPointer { indices throws(ImageDecodingError) in
                try lzw.read(into: indices)
            }
            guard y < screenHeight, visibleWidth > 0 else { continue }
            colors.convert(indices, count: visibleWidth, into: &pixels)
            pixels.withUnsafeBufferPointer { pixels in
                if frame.left == 0, visibleWidth == screenWidth {
                    scaler.addRow(pixels, y: y)
                } else {
                    scaler.addPixels(pixels, count: visibleWidth, y: y, firstX: frame.left, stepX: 1)
                }
            }
        }
    }

    /// Interlaced rows come as every 8th from 0, every 8th from 4, every 4th from 2, every 2nd
    /// from 1; the image row of the `frameRow`th row to come.
    static func interlacedRow(_ frameRow: Int, height: Int) -> Int {
        let passes = [(first: 0, step: 8), (first: 4, step: 8), (first: 2, step: 4), (first: 1, step: 2)]
        var remaining = frameRow
        for pass in passes {
            let rows = height > pass.first ? (height - pass.first + pass.step - 1) / pass.step : 0
            if remaining < rows { return pass.first + remaining * pass.step }
            remaining -= rows
        }
        return height - 1
    }
}
