import CImageCodecs

/// PNG with the system's libpng: every colour type and bit depth, palettes, tRNS transparency and
/// Adam7 interlacing, all converted to 8-bit RGBA row by row and streamed into the scaler.
///
/// An interlaced image arrives as seven passes, each a smaller image of every eighth, fourth or
/// second pixel; each pass's pixels are handed to the scaler at their places in the full image,
/// so interlacing costs no full-size buffer either.
enum PNGDecoder {
    /// libpng keeps a few rows at full width; this keeps them small whatever the pixel count.
    static let maxDimension = 65_535

    static func decode(_ request: DecodingRequest) throws(ImageDecodingError) -> PixelImage {
        try request.requireSides(atMost: maxDimension)
        let decoder = try request.makeCodec(feed_png_create)
        defer { feed_png_destroy(decoder) }

        var sourceWidth: UInt32 = 0
        var sourceHeight: UInt32 = 0
        var interlaced: Int32 = 0
        try feed_png_start(
            decoder, UInt64(request.maxPixelCount), UInt32(maxDimension), &sourceWidth, &sourceHeight, &interlaced
        ).check(request.info)
        var scaler = request.scaler(sourceWidth: Int(sourceWidth), sourceHeight: Int(sourceHeight))
        var row = [UInt8](repeating: 0, count: Int(sourceWidth) * 4)
        let passes = interlaced != 0 ? Adam7Pass.all : [Adam7Pass.whole]
        for pass in passes {
            let columns = pass.count(in: Int(sourceWidth), axis: \.columns)
            let rows = pass.count(in: Int(sourceHeight), axis: \.rows)
            // libpng skips a pass that has no pixels.
            guard columns > 0, rows > 0 else { continue }
            for passRow in 0..<rows {
                let status = row.withUnsafeMutableBufferPointer { feed_png_read_row(decoder, $0.baseAddress) }
                try status.check(request.info)
                let y = pass.rows.first + passRow * pass.rows.step
                row.withUnsafeBufferPointer {
                    guard interlaced != 0 else { return scaler.addRow($0, y: y) }
                    scaler.addPixels(
                        $0,
                        count: columns,
                        y: y,
                        firstX: pass.columns.first,
                        stepX: pass.columns.step
                    )
                }
            }
        }
        return scaler.makeImage()
    }
}
