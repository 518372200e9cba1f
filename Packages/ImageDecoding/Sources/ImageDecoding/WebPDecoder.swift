import CImageCodecs

/// WebP with the system's libwebp, loaded at run time (``RuntimeCodecLibrary``): lossy, lossless,
/// with alpha, and an animation's first frame on its canvas.
///
/// libwebp scales while it decodes, so only the scaled picture is held: the file is decoded at
/// the thumbnail's size, or at the image's own size when the thumbnail is larger along a side,
/// and then scaled up by the area average, as every decoder here scales up.
enum WebPDecoder {
    /// `firstFrame` is the animation's (``WebPAnimationFrame``), nil for a still image.
    static func decode(
        _ request: DecodingRequest, firstFrame: WebPAnimationFrame?
    ) throws(ImageDecodingError) -> PixelImage {
        let (bytes, info, width, height) = (request.bytes, request.info, request.width, request.height)
        try RuntimeCodecLibrary.webp.requireReady()
        guard let frame = firstFrame else {
            return try decodeStill(bytes, width: info.width, height: info.height, fitting: (width, height))
                .scaledIfNeeded(width: width, height: height)
        }
        // The canvas at the size it is decoded at, and the frame on it at the same scale.
        let canvas = (width: min(width, info.width), height: min(height, info.height))
        let left = frame.x * canvas.width / info.width
        let top = frame.y * canvas.height / info.height
        let picture = try decodeStill(
            UnsafeRawBufferPointer(rebasing: bytes[frame.data]),
            width: frame.width,
            height: frame.height,
            fitting: (
                min(canvas.width - left, max(1, frame.width * canvas.width / info.width)),
                min(canvas.height - top, max(1, frame.height * canvas.height / info.height))
            )
        )
        var scaler = request.scaler(sourceWidth: canvas.width, sourceHeight: canvas.height)
        picture.pixels.withUnsafeBufferPointer { pixels in
            let rowLength = picture.width * 4
            for row in 0..<picture.height {
                scaler.addPixels(
                    UnsafeBufferPointer(rebasing: pixels[row * rowLength..<(row + 1) * rowLength]),
                    count: picture.width,
                    y: top + row,
                    firstX: left,
                    stepX: 1
                )
            }
        }
        return scaler.makeImage()
    }

    /// A still bitstream of `width` × `height` decoded at the size `fitting` (no larger than it).
    private static func decodeStill(
        _ bytes: UnsafeRawBufferPointer,
        width: Int,
        height: Int,
        fitting target: (width: Int, height: Int)
    ) throws(ImageDecodingError) -> PixelImage {
        let size = (width: min(target.width, width), height: min(target.height, height))
        var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
        let status = pixels.withUnsafeMutableBufferPointer { pixels in
            feed_webp_decode(
                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                bytes.count,
                UInt32(width),
                UInt32(height),
                UInt32(size.width),
                UInt32(size.height),
                pixels.baseAddress
            )
        }
        try status.check(ImageInfo(format: .webp, width: width, height: height))
        return PixelImage(width: size.width, height: size.height, pixels: pixels)
    }
}

extension PixelImage {
    fileprivate func scaledIfNeeded(width: Int, height: Int) -> PixelImage {
        self.width == width && self.height == height ? self : scaled(width: width, height: height)
    }
}
