/// Finds the Orientation tag in EXIF data: a TIFF header (byte order `II` or `MM`, 42, the offset
/// of the first IFD), then that IFD's 12-byte entries; tag 0x0112, one SHORT, 1 to 8. JPEG keeps
/// this in an APP1 segment after `Exif\0\0`, PNG in an `eXIf` chunk.
///
/// Anything missing, out of bounds or out of range is "as stored" (`.up`): browsers draw such a
/// file, and a wrong tag must not make a picture undrawable. Reads at most one IFD's entries,
/// each read bounds-checked, so any bytes are safe.
enum ExifOrientationReader {
    private static let orientationTag = 0x0112
    private static let shortType = 3

    /// The orientation of the TIFF structure at `start` in `data`.
    static func orientation(in data: ImageBytes, tiffAt start: Int) -> ImageOrientation {
        let bigEndian: Bool
        switch (data.byte(at: start), data.byte(at: start + 1)) {
        case (0x49, 0x49): bigEndian = false
        case (0x4D, 0x4D): bigEndian = true
        default: return .up
        }
        let read16 = { (offset: Int) -> Int? in
            (bigEndian ? data.uint16BigEndian(at: start + offset) : data.uint16LittleEndian(at: start + offset))
                .map(Int.init)
        }
        let read32 = { (offset: Int) -> Int? in
            (bigEndian ? data.uint32BigEndian(at: start + offset) : data.uint32LittleEndian(at: start + offset))
                .map(Int.init)
        }
        guard read16(2) == 42, let ifd = read32(4), let count = read16(ifd) else { return .up }
        for entry in 0..<count {
            let offset = ifd + 2 + entry * 12
            guard let tag = read16(offset) else { return .up }
            guard tag == orientationTag else { continue }
            guard read16(offset + 2) == shortType, let value = read16(offset + 8) else { return .up }
            return ImageOrientation(rawValue: value) ?? .up
        }
        return .up
    }
}
