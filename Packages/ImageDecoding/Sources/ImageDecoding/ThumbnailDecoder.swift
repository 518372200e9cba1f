import Foundation

/// Decodes an image file into pixels at a thumbnail's size: JPEG (libjpeg-turbo), PNG (libpng), the
/// first frame of a GIF, WebP (libwebp) and AVIF (libavif), an animation's first frame; the last
/// two through libraries loaded at run time, which may be missing (``ImageDecodingError``). Pictures come upright: a JPEG's
/// or PNG's EXIF orientation is applied (``ImageInfo/orientation``), and every size here is the
/// upright one.
///
/// Safe on any bytes, and bounded:
/// - an image whose header declares more than `maxPixelCount` pixels is refused before decoding;
/// - truncated or corrupt data throws, never traps or exits (the C libraries' error handlers are
///   replaced);
/// - no full-size image is held: rows are scaled away as they are decoded, so memory is the
///   thumbnail, a row or two and the compressed input (a progressive JPEG is the exception: libjpeg
///   keeps its coefficients, capped at 160 MiB; AV1 decodes the whole picture, so an AVIF holds
///   its YUV planes, about 1.5 bytes a pixel, converted to RGBA a strip of rows at a time).
///
/// Blocks its caller for the time of a decode, names no thread; the composition root decides
/// where it runs. Stateless, so one value can be shared.
public struct ThumbnailDecoder: Sendable {
    public static let defaultMaxPixelCount = 50_000_000
    /// The largest thumbnail side asked for; far more than a terminal shows.
    public static let maxThumbnailSide = 4096

    public let maxPixelCount: Int

    public init(maxPixelCount: Int = ThumbnailDecoder.defaultMaxPixelCount) {
        self.maxPixelCount = maxPixelCount
    }

    /// The image scaled to exactly `width` × `height` pixels (1 to `maxThumbnailSide` each),
    /// whatever its aspect ratio: callers that keep it compute the size from the header first, as
    /// ``decode(_:fittingWidth:height:)`` does.
    public func decode(_ data: Data, width: Int, height: Int) throws(ImageDecodingError) -> PixelImage {
        let info = try Self.info(of: data)
        return try decode(data, info: info, width: width, height: height)
    }

    /// The image scaled, keeping its aspect ratio, to the largest size that fits in `maxWidth` ×
    /// `maxHeight` (so a small image is scaled up).
    public func decode(
        _ data: Data,
        fittingWidth maxWidth: Int,
        height maxHeight: Int
    ) throws(ImageDecodingError) -> PixelImage {
        let info = try Self.info(of: data)
        let size = Self.fittingSize(width: info.width, height: info.height, maxWidth: maxWidth, maxHeight: maxHeight)
        return try decode(data, info: info, width: size.width, height: size.height)
    }

    /// The largest size of the aspect ratio of `width` × `height` within the box, at least 1 × 1.
    public static func fittingSize(width: Int, height: Int, maxWidth: Int, maxHeight: Int) -> (width: Int, height: Int)
    {
        precondition(width > 0 && height > 0 && maxWidth > 0 && maxHeight > 0, "sizes are positive")
        // Compared as cross products: is the image wider, relative to its height, than the box?
        if width * maxHeight > maxWidth * height {
            return (maxWidth, max(1, (height * maxWidth + width / 2) / width))
        }
        return (max(1, (width * maxHeight + height / 2) / height), maxHeight)
    }

    /// The image's format and size from its header, with the header's errors as decoding errors:
    /// for a caller that sizes the thumbnail before decoding it.
    public static func info(of data: Data) throws(ImageDecodingError) -> ImageInfo {
        do {
            return try ImageHeaderReader.read(data)
        } catch ImageHeaderReader.Error.unknownFormat {
            throw .unknownFormat
        } catch ImageHeaderReader.Error.truncatedHeader {
            throw .truncated
        } catch {
            throw .corrupt
        }
    }

    private func decode(_ data: Data, info: ImageInfo, width: Int, height: Int) throws(ImageDecodingError) -> PixelImage
    {
        let sides = 1...Self.maxThumbnailSide
        precondition(
            sides.contains(width) && sides.contains(height), "a thumbnail is 1 to \(Self.maxThumbnailSide) a side")
        let pixels = info.width.multipliedReportingOverflow(by: info.height)
        guard !pixels.overflow, pixels.partialValue <= maxPixelCount else {
            throw .tooLarge(width: info.width, height: info.height)
        }
        // Decoded as stored, at the thumbnail's size turned the same way, then turned upright.
        let stored = info.orientation.size(width: width, height: height)
        return try decodeStored(data, info: info, width: stored.width, height: stored.height)
            .oriented(info.orientation)
    }

    private func decodeStored(
        _ data: Data,
        info: ImageInfo,
        width: Int,
        height: Int
    ) throws(ImageDecodingError) -> PixelImage {
        let maxPixelCount = maxPixelCount
        let firstFrame = info.format == .webp ? try WebPAnimationFrame.first(in: ImageBytes(data), canvas: info) : nil
        return try data.withImageBytes { bytes throws(ImageDecodingError) in
            let request = DecodingRequest(
                bytes: bytes, info: info, width: width, height: height, maxPixelCount: maxPixelCount)
            switch info.format {
            case .jpeg: return try JPEGDecoder.decode(request)
            case .png: return try PNGDecoder.decode(request)
            case .gif: return try GIFDecoder.decode(request)
            case .webp: return try WebPDecoder.decode(request, firstFrame: firstFrame)
            case .avif: return try AVIFDecoder.decode(request)
            }
        }
    }
}
