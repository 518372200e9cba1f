/// The variable-width codes of a GIF image's LZW data, least significant bit first, read across
/// the data's sub-blocks (a length byte, then that many bytes; a zero length ends them).
struct GIFCodeReader {
    private let bytes: UnsafeRawBufferPointer
    private var offset = 0
    private var blockRemaining = 0
    private var ended = false
    private var bits: UInt32 = 0
    private var bitCount = 0

    /// `bytes` starts at the first sub-block's length.
    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The next code of `width` bits (at most 12); `nil` when the data ends first.
    mutating func next(width: Int) -> Int? {
        while bitCount < width {
            guard let byte = nextByte() else { return nil }
            bits |= UInt32(byte) << UInt32(bitCount)
            bitCount += 8
        }
        let code = Int(bits & (1 << UInt32(width) - 1))
        bits >>= UInt32(width)
        bitCount -= width
        return code
    }

    private mutating func nextByte() -> UInt8? {
        while blockRemaining == 0 {
            guard !ended, offset < bytes.count else { return nil }
            blockRemaining = Int(bytes[offset])
            offset += 1
            if blockRemaining == 0 { ended = true }
        }
        guard offset < bytes.count else { return nil }
        defer {
            offset += 1
            blockRemaining -= 1
        }
        return bytes[offset]
    }
}
