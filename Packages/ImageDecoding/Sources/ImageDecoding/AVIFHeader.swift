/// AVIF: an ISO base media file (ISO/IEC 14496-12) whose first box, `ftyp`, names the brand
/// `avif` (an image) or `avis` (an image sequence), sized by its primary item's `ispe` property.
///
/// A box is a size (4, BE; 1 means a 64-bit size follows the type, 0 means to the end of its
/// parent), a type (4), then its payload; a "full" box's payload starts with a version (1) and
/// flags (3). The size is found in `meta` (full) → `pitm` (full: the primary item's id, 16 bits in
/// version 0, else 32) and `meta` → `iprp` → `ipco` (the properties, numbered from 1) and `ipma`
/// (full: per item, its id and the numbers of its properties, 7 or, with flag 1, 15 bits after an
/// "essential" bit); `ispe` (full) holds width and height (32 bits each). A file without a
/// primary item (some sequences) is sized by its first `ispe`. Rotation and mirroring (`irot`,
/// `imir`) are not applied: the size is the one stored, as libavif decodes it.
///
/// Safe on any bytes: each box read moves forward by at least its 8-byte header, every read is
/// bounds-checked, and nothing is allocated in proportion to a declared length.
enum AVIFHeader {
    static let signature: [UInt8?] = [nil, nil, nil, nil] + Array("ftyp".utf8).map(Optional.some)

    private static let brands: Set<String> = ["avif", "avis"]

    static func read(_ bytes: ImageBytes) throws(ImageHeaderReader.Error) -> ImageInfo {
        let file = ISOBoxes(bytes: bytes)
        let fileType = try file.box(at: 0, parentEnd: nil)
        guard try file.brands(of: fileType).contains(where: brands.contains) else {
            // Another ISO media file (HEIC, MP4): a format not read here.
            throw .unknownFormat
        }
        let meta = try file.topLevelBox("meta", from: fileType.end)
        // A full box: its children come after its version and flags.
        guard meta.payload.count >= 4 else { throw .invalidHeader }
        let metaChildren = meta.payload.lowerBound + 4..<meta.end
        guard let properties = try file.child("iprp", of: metaChildren),
            let container = try file.child("ipco", of: properties.payload)
        else { throw .invalidHeader }
        var associated: [Int]?
        if let primary = try file.child("pitm", of: metaChildren),
            let association = try file.child("ipma", of: properties.payload)
        {
            associated = try file.propertyIndices(of: try file.itemID(primary), in: association)
        }
        let size = try file.imageSpatialExtent(in: container, indices: associated)
        return ImageInfo(format: .avif, width: size.width, height: size.height)
    }

    /// Whether the file ends inside one of its top-level boxes, or before its coded data (`mdat`,
    /// where every encoder puts it): libavif calls some cuts a parse or decode failure, which this
    /// tells apart from a damaged file.
    static func isCutShort(_ bytes: ImageBytes) -> Bool {
        let file = ISOBoxes(bytes: bytes)
        var offset = 0
        var hasMediaData = false
        while offset < bytes.count {
            do {
                let box = try file.box(at: offset, parentEnd: nil)
                hasMediaData = hasMediaData || box.type == "mdat"
                offset = box.end
            } catch {
                return error == .truncatedHeader
            }
        }
        return !hasMediaData
    }
}
