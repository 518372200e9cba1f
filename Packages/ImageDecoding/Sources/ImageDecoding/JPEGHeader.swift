/// JPEG: `SOI`, then marker segments up to the first frame header (`SOFn`), which holds the size.
///
/// Each step of the walk reads the `0xFF` marker prefix, any number of `0xFF` fill bytes, the marker
/// code, and then either nothing (standalone markers) or a big-endian segment length that counts itself
/// and is skipped. Every step moves forward by at least two bytes, so the walk is O(n) and always ends.
///
/// Where the walk stops without a size:
/// - the data ends (including inside a segment it is skipping): `truncatedHeader`, because more data
///   could still bring the frame header;
/// - `SOS`, `EOI`, a second `SOI`, a missing `0xFF` prefix, a segment length below 2 or a frame header
///   too short for its fields: `invalidHeader`, because no valid file can continue from there.
enum JPEGHeader {
    /// `SOI` and the `0xFF` of the marker that must follow it.
    static let signature: [UInt8?] = [0xFF, 0xD8, 0xFF]

    private static let markerPrefix: UInt8 = 0xFF
    private static let temporaryMarker: UInt8 = 0x01
    private static let restartMarkers: ClosedRange<UInt8> = 0xD0...0xD7
    private static let startOfImage: UInt8 = 0xD8
    private static let endOfImage: UInt8 = 0xD9
    private static let startOfScan: UInt8 = 0xDA
    private static let exifSegment: UInt8 = 0xE1
    private static let exifIdentifier: [UInt8] = Array("Exif\u{0}\u{0}".utf8)
    /// Length (2), precision (1), height (2), width (2), component count (1).
    private static let minimumFrameHeaderLength = 8

    static func read(_ bytes: ImageBytes) throws(ImageHeaderReader.Error) -> ImageInfo {
        var offset = 2
        // From the first APP1 segment of EXIF, which comes before the frame header.
        var orientation: ImageOrientation?
        while true {
            guard let prefix = bytes.byte(at: offset) else { throw .truncatedHeader }
            guard prefix == markerPrefix else { throw .invalidHeader }
            offset += 1

            // Any number of 0xFF fill bytes may precede the marker code.
            var marker = markerPrefix
            while marker == markerPrefix {
                guard let next = bytes.byte(at: offset) else { throw .truncatedHeader }
                marker = next
                offset += 1
            }

            switch marker {
            case temporaryMarker, restartMarkers:
                // Standalone markers carry no length.
                continue
            case 0x00, startOfImage, endOfImage, startOfScan:
                // 0x00 only follows 0xFF inside entropy-coded data; the others mean no frame header can
                // come any more.
                throw .invalidHeader
            default:
                break
            }

            guard let length = bytes.uint16BigEndian(at: offset) else { throw .truncatedHeader }
            // The length counts its own two bytes; less would make the walk stand still or go back.
            guard length >= 2 else { throw .invalidHeader }
            if isStartOfFrame(marker) {
                return try readFrameHeader(bytes, at: offset, length: Int(length), orientation: orientation ?? .up)
            }
            if marker == exifSegment, orientation == nil, bytes.bytes(at: offset + 2, equal: exifIdentifier) == true {
                orientation = ExifOrientationReader.orientation(in: bytes, tiffAt: offset + 2 + exifIdentifier.count)
            }
            offset += Int(length)
        }
    }

    /// `SOF0`–`SOF15` share the codes 0xC0–0xCF with `DHT` (0xC4), `JPG` (0xC8) and `DAC` (0xCC),
    /// which are not frame headers.
    private static func isStartOfFrame(_ marker: UInt8) -> Bool {
        switch marker {
        case 0xC0...0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF: true
        default: false
        }
    }

    /// `offset` is that of the segment length; precision, height and width follow it.
    private static func readFrameHeader(
        _ bytes: ImageBytes,
        at offset: Int,
        length: Int,
        orientation: ImageOrientation
    ) throws(ImageHeaderReader.Error) -> ImageInfo {
        guard length >= minimumFrameHeaderLength else { throw .invalidHeader }
        guard let height = bytes.uint16BigEndian(at: offset + 3), let width = bytes.uint16BigEndian(at: offset + 5)
        else { throw .truncatedHeader }
        // A zero height is legal (it is then given by a DNL segment after the first scan), but finding it
        // would mean parsing the scan; kept simple by treating it, like a zero width, as invalid.
        guard width > 0, height > 0 else { throw .invalidHeader }
        return ImageInfo(
            format: .jpeg, storedWidth: Int(width), storedHeight: Int(height), orientation: orientation)
    }
}
