import Foundation

/// Picture formats recognised by their signature whose pictures are not drawn here: a file of one
/// of them is named ("AVIF") rather than called "not an image". Only the signature is read, so
/// any bytes are safe; a file that merely starts like one is named too, which is no worse than
/// "not an image" for what is not drawn either way.
public enum UndrawnImageFormat {
    /// The format's usual name, or nil when the bytes start like no picture format known here.
    public static func name(of data: Data) -> String? {
        let bytes = ImageBytes(data)
        if let brands = isoMediaBrands(bytes) {
            if brands.contains("avif") || brands.contains("avis") { return "AVIF" }
            if !brands.isDisjoint(with: ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]) {
                return "HEIC"
            }
        }
        for (signature, name) in signatures where bytes.match(signature) == .match {
            return name
        }
        if bytes.match(Array("BM".utf8)) == .match, let headerSize = bytes.uint32LittleEndian(at: 14),
            [12, 40, 52, 56, 64, 108, 124].contains(headerSize)
        {
            return "BMP"
        }
        return isSVG(data) ? "SVG" : nil
    }

    private static let signatures: [([UInt8?], String)] = [
        ([0x49, 0x49, 0x2A, 0x00], "TIFF"),
        ([0x4D, 0x4D, 0x00, 0x2A], "TIFF"),
        ([0x00, 0x00, 0x00, 0x0C, 0x6A, 0x50, 0x20, 0x20, 0x0D, 0x0A, 0x87, 0x0A], "JPEG 2000"),
        ([0xFF, 0x4F, 0xFF, 0x51], "JPEG 2000"),
        ([0x00, 0x00, 0x00, 0x0C, 0x4A, 0x58, 0x4C, 0x20, 0x0D, 0x0A, 0x87, 0x0A], "JPEG XL"),
        ([0xFF, 0x0A], "JPEG XL"),
        ([0x00, 0x00, 0x01, 0x00], "ICO"),
        ([0x00, 0x00, 0x02, 0x00], "ICO"),
        (Array("qoif".utf8), "QOI"),
    ]

    /// The major and compatible brands of an ISO media file's first box, `ftyp` (AVIF and HEIF
    /// both are such files, told apart by brand). At most 64 brands are read.
    private static func isoMediaBrands(_ bytes: ImageBytes) -> Set<String>? {
        guard bytes.bytes(at: 4, equal: Array("ftyp".utf8)) == true, let size = bytes.uint32BigEndian(at: 0),
            size >= 16
        else { return nil }
        var brands = Set<String>()
        let end = min(Int(size), bytes.count, 16 + 64 * 4)
        for offset in stride(from: 8, to: end - 3, by: 4) where offset != 12 {
            let brand = (0..<4).compactMap { bytes.byte(at: offset + $0) }
            brands.insert(String(decoding: brand, as: UTF8.self))
        }
        return brands
    }

    /// XML whose first kilobyte opens an `<svg` element.
    private static func isSVG(_ data: Data) -> Bool {
        let start = String(decoding: data.prefix(1024), as: UTF8.self)
        let trimmed = start.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        return (trimmed.hasPrefix("<?xml") || trimmed.hasPrefix("<svg") || trimmed.hasPrefix("<!DOCTYPE svg"))
            && start.contains("<svg")
    }
}
