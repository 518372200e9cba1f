/// Reads bytes in order from a buffer; reading past its end throws `truncated`.
struct ByteCursor {
    private let bytes: UnsafeRawBufferPointer
    private(set) var offset: Int

    init(_ bytes: UnsafeRawBufferPointer, offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    mutating func byte() throws(ImageDecodingError) -> UInt8 {
        guard offset < bytes.count else { throw .truncated }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func uint16LittleEndian() throws(ImageDecodingError) -> Int {
        let low = try byte()
        let high = try byte()
        return Int(high) << 8 | Int(low)
    }

    mutating func skip(_ count: Int) throws(ImageDecodingError) {
        guard count <= bytes.count - offset else { throw .truncated }
        offset += count
    }

    /// The bytes from here to the end, for a reader that takes over.
    var remaining: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: bytes[offset...])
    }
}
