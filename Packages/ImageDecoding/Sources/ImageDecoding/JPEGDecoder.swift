import CImageCodecs

/// JPEG with the system's libjpeg-turbo: baseline, progressive and arithmetic-coded files, in
/// grayscale, YCbCr (any subsampling), RGB or CMYK.
///
/// libjpeg scales while it decodes (by n/8, inside the inverse DCT); the smallest scale that still
/// covers the thumbnail is chosen (none for an image with a side under 16 pixels, which would be
/// resampled with its padding), and the area average does the rest. Rows are streamed into the
/// scaler; only a progressive file makes libjpeg keep the whole image (as coefficients, capped in
/// `jpeg_decoder.c`).
enum JPEGDecoder {
    static func decode(_ request: DecodingRequest) throws(ImageDecodingError) -> PixelImage {
        let decoder = try request.makeCodec(feed_jpeg_create)
        defer { feed_jpeg_destroy(decoder) }

        var sourceWidth: UInt32 = 0
        var sourceHeight: UInt32 = 0
        try feed_jpeg_start(
            decoder, UInt64(request.maxPixelCount), UInt32(request.width), UInt32(request.height), &sourceWidth,
            &sourceHeight
        ).check(request.info)
        if Int(sourceWidth) == request.width && Int(sourceHeight) == request.height {
            return try decodedAtSize(decoder, request)
        }
        var scaler = request.scaler(sourceWidth: Int(sourceWidth), sourceHeight: Int(sourceHeight))
        var row = [UInt8](repeating: 0, count: Int(sourceWidth) * 4)
        for y in 0..<Int(sourceHeight) {
            let status = row.withUnsafeMutableBufferPointer { feed_jpeg_read_row(decoder, $0.baseAddress) }
            try status.check(request.info)
            row.withUnsafeBufferPointer { scaler.addRow($0, y: y) }
        }
        return scaler.makeImage()
    }

    /// libjpeg scaled to exactly the size asked for (a power-of-two fraction, as block symbols
    /// ask): its rows, all opaque, are the picture, and the area average would only copy them.
    private static func decodedAtSize(
        _ decoder: OpaquePointer, _ request: DecodingRequest
    ) throws(ImageDecodingError) -> PixelImage {
        let (width, height) = (request.width, request.height)
        // Every byte is libjpeg's row, so none is zeroed first; a failed decode keeps none.
        var status = FEED_IMAGE_OK
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { pixels, count in
            for y in 0..<height {
                status = feed_jpeg_read_row(decoder, pixels.baseAddress! + y * width * 4)
                if status != FEED_IMAGE_OK { return }
            }
            count = width * height * 4
        }
        try status.check(request.info)
        return PixelImage(width: width, height: height, pixels: pixels)
    }
}
