import CImageCodecs
import Foundation

/// AVIF with the system's libavif, loaded at run time (``RuntimeCodecLibrary``): still images of
/// any depth and chroma subsampling, with alpha, grids, and an image sequence's first frame.
///
/// AV1 has no scaled decoding: libavif decodes the whole picture to YUV planes, which are then
/// converted to RGBA a strip of rows at a time and streamed into the area average, so the RGBA
/// held is one strip, never the full image.
enum AVIFDecoder {
    /// libavif's own default; a side beyond it is refused before any AV1 is decoded.
    static let maxDimension = 32_768
    /// Even, so a strip starts on a chroma row of 4:2:0 images.
    static let stripRows = 64

    static func decode(_ request: DecodingRequest) throws(ImageDecodingError) -> PixelImage {
        try RuntimeCodecLibrary.avif.requireReady()
        try request.requireSides(atMost: maxDimension)
        let decoder = try request.makeCodec(feed_avif_create)
        defer { feed_avif_destroy(decoder) }

        var sourceWidth: UInt32 = 0
        var sourceHeight: UInt32 = 0
        let started = feed_avif_start(
            decoder, UInt64(request.maxPixelCount), UInt32(maxDimension), &sourceWidth, &sourceHeight)
        if started == FEED_IMAGE_CORRUPT, isCutShort(request.bytes) { throw .truncated }
        try started.check(request.info)
        let columns = Int(sourceWidth)
        let rows = Int(sourceHeight)
        var scaler = request.scaler(sourceWidth: columns, sourceHeight: rows)
        var strip = [UInt8](repeating: 0, count: columns * stripRows * 4)
        for firstRow in stride(from: 0, to: rows, by: stripRows) {
            let count = min(stripRows, rows - firstRow)
            let status = strip.withUnsafeMutableBufferPointer {
                feed_avif_read_rows(decoder, UInt32(firstRow), UInt32(count), $0.baseAddress)
            }
            try status.check(request.info)
            strip.withUnsafeBufferPointer { strip in
                for row in 0..<count {
                    let start = row * columns * 4
                    scaler.addRow(UnsafeBufferPointer(rebasing: strip[start..<start + columns * 4]), y: firstRow + row)
                }
            }
        }
        return scaler.makeImage()
    }

    /// ``AVIFHeader/isCutShort(_:)`` on the bytes, viewed in place for the time of the call.
    private static func isCutShort(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let view = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count, deallocator: .none)
        return AVIFHeader.isCutShort(ImageBytes(view))
    }
}
