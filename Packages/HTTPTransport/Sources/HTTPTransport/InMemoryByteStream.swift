/// A byte stream over bytes in memory, handed out at most `piece` bytes a read, so that every
/// boundary of the response reader (a CRLF split between reads, a chunk size cut in two) can be
/// crossed without a socket: for `HTTPResponseDecoding` and the tests.
final class InMemoryByteStream: ByteStream {
    private let bytes: [UInt8]
    private var offset = 0
    private let piece: Int

    init(_ bytes: [UInt8], piece: Int = 7) {
        self.bytes = bytes
        self.piece = max(1, piece)
    }

    func read(into buffer: UnsafeMutableRawBufferPointer, watch: RequestWatch) throws -> Int {
        let count = min(piece, buffer.count, bytes.count - offset)
        bytes[offset..<(offset + count)].withUnsafeBytes { buffer.copyMemory(from: $0) }
        offset += count
        return count
    }

    func write(_ bytes: [UInt8], watch: RequestWatch) throws {}

    var hasPendingInputOrClosed: Bool { offset < bytes.count }

    func close() {}
}
