/// Reads the boxes of an ISO base media file for ``AVIFHeader``: each read is bounds-checked, a
/// box that runs past the data is a truncated header and one that runs past its parent an invalid
/// one.
struct ISOBoxes {
    struct Box {
        let type: String
        let payload: Range<Int>
        var end: Int { payload.upperBound }
    }

    let bytes: ImageBytes

    /// The largest side taken from an `ispe`, as large as WebP's: AV1 codes at most 65,536, and
    /// every size computed from a header stays far from overflowing.
    static let maxSide: UInt32 = 1 << 24

    /// The box at `offset`; `parentEnd` is where its parent ends (nil at the top level, where a
    /// box past the data means the file is cut short).
    func box(at offset: Int, parentEnd: Int?) throws(ImageHeaderReader.Error) -> Box {
        guard let size32 = bytes.uint32BigEndian(at: offset), let type = fourCC(at: offset + 4) else {
            throw .truncatedHeader
        }
        var headerLength = 8
        var size = Int(size32)
        if size32 == 1 {
            guard let high = bytes.uint32BigEndian(at: offset + 8), let low = bytes.uint32BigEndian(at: offset + 12)
            else { throw .truncatedHeader }
            headerLength = 16
            // Past 4 GiB is past any data held here: cut short at the top level, invalid inside.
            size = high == 0 ? Int(low) : Int.max
        } else if size32 == 0 {
            size = (parentEnd ?? bytes.count) - offset
        }
        guard size >= headerLength else { throw .invalidHeader }
        if let parentEnd, size > parentEnd - offset { throw .invalidHeader }
        guard size <= bytes.count - offset else { throw .truncatedHeader }
        return Box(type: type, payload: offset + headerLength..<offset + size)
    }

    /// The first box of `type` among the children in `range`; nil when there is none.
    func child(_ type: String, of range: Range<Int>) throws(ImageHeaderReader.Error) -> Box? {
        var offset = range.lowerBound
        while offset < range.upperBound {
            let box = try box(at: offset, parentEnd: range.upperBound)
            if box.type == type { return box }
            offset = box.end
        }
        return nil
    }

    /// The first top-level box of `type` from `offset` on: a file whose data ends first is cut
    /// short.
    func topLevelBox(_ type: String, from offset: Int) throws(ImageHeaderReader.Error) -> Box {
        var offset = offset
        while true {
            let box = try box(at: offset, parentEnd: nil)
            if box.type == type { return box }
            offset = box.end
        }
    }

    /// The major and compatible brands of a `ftyp` box (at most 64 compatible ones).
    func brands(of fileType: Box) throws(ImageHeaderReader.Error) -> [String] {
        guard fileType.type == "ftyp", fileType.payload.count >= 8 else { throw .invalidHeader }
        let compatible = stride(from: fileType.payload.lowerBound + 8, to: fileType.end - 3, by: 4).prefix(64)
        return ([fileType.payload.lowerBound] + compatible).compactMap { fourCC(at: $0) }
    }

    /// A `pitm` box's item id.
    func itemID(_ primaryItem: Box) throws(ImageHeaderReader.Error) -> UInt32 {
        let start = primaryItem.payload.lowerBound
        guard let version = bytes.byte(at: start) else { throw .invalidHeader }
        let id =
            version == 0 ? bytes.uint16BigEndian(at: start + 4).map(UInt32.init) : bytes.uint32BigEndian(at: start + 4)
        guard let id, start + (version == 0 ? 6 : 8) <= primaryItem.end else { throw .invalidHeader }
        return id
    }

    /// The property numbers (from 1) that an `ipma` box associates with `item`, in order.
    func propertyIndices(of item: UInt32, in association: Box) throws(ImageHeaderReader.Error) -> [Int] {
        var reader = BoxReader(bytes: bytes, offset: association.payload.lowerBound, end: association.end)
        let version = try reader.read(1)
        let flags = try reader.read(3)
        let entries = try reader.read(4)
        for _ in 0..<entries {
            let id = try reader.read(version < 1 ? 2 : 4)
            let count = try reader.read(1)
            var indices: [Int] = []
            for _ in 0..<count {
                let value = try reader.read(flags & 1 != 0 ? 2 : 1)
                indices.append(Int(value & (flags & 1 != 0 ? 0x7FFF : 0x7F)))
            }
            if id == item { return indices }
        }
        throw .invalidHeader
    }

    /// The width and height of the `ispe` among `container`'s properties at `indices` (the first
    /// `ispe` of all when nil).
    func imageSpatialExtent(in container: Box, indices: [Int]?) throws(ImageHeaderReader.Error) -> (
        width: Int, height: Int
    ) {
        var offset = container.payload.lowerBound
        var number = 1
        while offset < container.end {
            let property = try box(at: offset, parentEnd: container.end)
            if property.type == "ispe", indices?.contains(number) ?? true {
                guard property.payload.count >= 12,
                    let width = bytes.uint32BigEndian(at: property.payload.lowerBound + 4),
                    let height = bytes.uint32BigEndian(at: property.payload.lowerBound + 8),
                    (1...Self.maxSide).contains(width), (1...Self.maxSide).contains(height)
                else { throw .invalidHeader }
                return (Int(width), Int(height))
            }
            offset = property.end
            number += 1
        }
        throw .invalidHeader
    }

    private func fourCC(at offset: Int) -> String? {
        bytes.fourCC(at: offset)
    }
}

/// Big-endian fields read one after another within a box.
private struct BoxReader {
    let bytes: ImageBytes
    var offset: Int
    let end: Int

    mutating func read(_ length: Int) throws(ImageHeaderReader.Error) -> UInt32 {
        guard length <= end - offset else { throw .invalidHeader }
        var value: UInt32 = 0
        for position in 0..<length {
            guard let byte = bytes.byte(at: offset + position) else { throw .truncatedHeader }
            value = value << 8 | UInt32(byte)
        }
        offset += length
        return value
    }
}
