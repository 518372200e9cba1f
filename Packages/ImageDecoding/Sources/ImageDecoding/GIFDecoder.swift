/// GIF, first frame only (a thumbnail is a still), with our own LZW decoder: the frame is drawn at
/// its place on the logical screen, the rest of the screen left transparent, as is the frame's
/// transparent colour (from a graphic control extension before it).
///
/// The first frame is every image block drawn before the picture is first shown: blocks with no
/// graphic control extension are drawn one after the other onto the same picture (how the format
/// composes more than 256 colours, or a picture of tiles; the pygif suite expects them composed),
/// up to and with the first block that has one. Browsers show such blocks one at a time, as an
/// animation whose last state is this frame. A block after a graphic control extension is a frame
/// of an animation, so an animation shows its first frame alone.
///
/// Streams too: one frame row of colour indices at a time goes through the palette into the
/// scaler. Rows below the screen end a plain frame early; an interlaced one is read to its end.
/// Only a frame of several blocks is composed on a canvas, and only on a screen of at most
/// `maxComposedScreenPixels` (16 MiB of RGBA); a larger one shows its first block alone.
enum GIFDecoder {
    static let maxComposedScreenPixels = 4 * 1024 * 1024
    /// The most blocks drawn into the first frame, and the most pixels they may have together (four
    /// screens of the largest composed): what a file of thousands of blocks, or of the same large
    /// block again and again, may cost in decoding.
    static let maxComposedBlocks = 256
    static let maxComposedBlockPixels = 4 * maxComposedScreenPixels

    private static let extensionIntroducer: UInt8 = 0x21
    private static let imageSeparator: UInt8 = 0x2C
    private static let trailer: UInt8 = 0x3B
    private static let graphicControlLabel: UInt8 = 0xF9
    private static let hasColorTable: UInt8 = 0x80

    static func decode(_ request: DecodingRequest) throws(ImageDecodingError) -> PixelImage {
        let bytes = request.bytes
        var cursor = ByteCursor(bytes, offset: 6)
        let screenWidth = try cursor.uint16LittleEndian()
        let screenHeight = try cursor.uint16LittleEndian()
        let screenFlags = try cursor.byte()
        try cursor.skip(2)  // background colour index, pixel aspect ratio
        let globalPalette =
            screenFlags & hasColorTable != 0 ? try GIFColorTable.readPalette(&cursor, flags: screenFlags) : nil
        let composes = screenWidth * screenHeight <= maxComposedScreenPixels
        let blocks = try firstFrameBlocks(
            &cursor, maxPixelCount: request.maxPixelCount, upTo: composes ? maxComposedBlocks : 1)

        var scaler = request.scaler(sourceWidth: screenWidth, sourceHeight: screenHeight)
        let screen = (width: screenWidth, height: screenHeight)
        guard blocks.count > 1 else {
            try drawBlock(blocks[0], globalPalette: globalPalette, bytes: bytes, screen: screen) {
                pixels, count, y, x in
                if x == 0, count == screenWidth {
                    scaler.addRow(pixels, y: y)
                } else {
                    scaler.addPixels(pixels, count: count, y: y, firstX: x, stepX: 1)
                }
            }
            return scaler.makeImage()
        }
        var canvas = GIFCanvas(width: screenWidth, height: screenHeight)
        for block in blocks {
            try drawBlock(block, globalPalette: globalPalette, bytes: bytes, screen: screen) { pixels, count, y, x in
                canvas.draw(pixels, count: count, y: y, x: x)
            }
        }
        canvas.addRows(to: &scaler)
        return scaler.makeImage()
    }

    /// The image blocks of the first frame, at most `limit` and `maxComposedBlockPixels` together:
    /// the first, and each next one while the one before it is no animation frame. The data of
    /// each is skipped, to find the next; data cut short is a truncated file, a file that ends
    /// between blocks (its trailer missing) ends the frame.
    private static func firstFrameBlocks(
        _ cursor: inout ByteCursor,
        maxPixelCount: Int,
        upTo limit: Int
    ) throws(ImageDecodingError) -> [GIFImageBlock] {
        var blocks: [GIFImageBlock] = []
        var transparentIndex: UInt8?
        var hasControl = false
        var pixels = 0
        while blocks.count < limit {
            guard blocks.last?.isAnimationFrame != true else { break }
            let introducer: UInt8
            do {
                introducer = try cursor.byte()
            } catch {
                // No trailer: the frame ends with the last whole block.
                guard !blocks.isEmpty else { throw error }
                break
            }
            switch introducer {
            case extensionIntroducer:
                let label = try cursor.byte()
                if label == graphicControlLabel {
                    transparentIndex = try readGraphicControl(&cursor)
                    hasControl = true
                }
                try skipSubBlocks(&cursor)
            case imageSeparator:
                let frame = try GIFFrame.read(&cursor, maxPixelCount: maxPixelCount)
                pixels += frame.width * frame.height
                guard blocks.isEmpty || pixels <= maxComposedBlockPixels else { return blocks }
                blocks.append(
                    GIFImageBlock(
                        frame: frame, transparentIndex: transparentIndex, isAnimationFrame: hasControl,
                        dataOffset: cursor.offset))
                transparentIndex = nil
                hasControl = false
                // The first block's data is read as it is drawn, where a cut is found in order.
                guard blocks.count > 1 || limit > 1 else { break }
                try cursor.skip(1)
                try skipSubBlocks(&cursor)
            case trailer where !blocks.isEmpty:
                return blocks
            default:
                // The trailer before any image, or a block GIF does not have.
                guard blocks.isEmpty else { return blocks }
                throw .corrupt
            }
        }
        return blocks
    }

    /// Draws one block's rows, as its pixels' colours, through `draw(pixels, count, y, x)`: only
    /// the part of each row on the screen.
    private static func drawBlock(
        _ block: GIFImageBlock,
        globalPalette: [UInt8]?,
        bytes: UnsafeRawBufferPointer,
        screen: (width: Int, height: Int),
        draw: (UnsafeBufferPointer<UInt8>, Int, Int, Int) -> Void
    ) throws(ImageDecodingError) {
        let frame = block.frame
        guard let palette = frame.localPalette ?? globalPalette else { throw .corrupt }
        let colors = GIFColorTable(palette: palette, transparentIndex: block.transparentIndex)
        guard frame.width > 0, frame.height > 0 else { return }
        var cursor = ByteCursor(bytes, offset: block.dataOffset)
        let minimumCodeSize = Int(try cursor.byte())
        guard LZWDecoder.minimumCodeSizes.contains(minimumCodeSize) else { throw .corrupt }
        var lzw = LZWDecoder(minimumCodeSize: minimumCodeSize, codes: GIFCodeReader(cursor.remaining))

        let visibleWidth = frame.left < screen.width ? min(frame.width, screen.width - frame.left) : 0
        var indices = [UInt16](repeating: 0, count: frame.width)
        var pixels = [UInt8](repeating: 0, count: visibleWidth * 4)
        for frameRow in 0..<frame.height {
            let y = frame.top + (frame.isInterlaced ? interlacedRow(frameRow, height: frame.height) : frameRow)
            if !frame.isInterlaced, y >= screen.height { return }
            try indices.withUnsafeMutableBufferPointer { indices throws(ImageDecodingError) in
                try lzw.read(into: indices)
            }
            guard y < screen.height, visibleWidth > 0 else { continue }
            colors.convert(indices, count: visibleWidth, into: &pixels)
            pixels.withUnsafeBufferPointer { draw($0, visibleWidth, y, frame.left) }
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
