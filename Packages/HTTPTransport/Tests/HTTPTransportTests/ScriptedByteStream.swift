@testable import HTTPTransport

/// A byte stream that answers with scripted bytes, a few at a time, and records what was written:
/// a proxy's side of a handshake without a socket.
final class ScriptedByteStream: ByteStream {
    private(set) var written = [UInt8]()
    private let replies: [UInt8]
    private var offset = 0

    init(replies: [UInt8]) {
        self.replies = replies
    }

    func read(into buffer: UnsafeMutableRawBufferPointer, watch: RequestWatch) throws -> Int {
        let count = min(3, buffer.count, replies.count - offset)
        replies[offset..<(offset + count)].withUnsafeBytes { buffer.copyMemory(from: $0) }
        offset += count
        return count
    }

    func write(_ bytes: [UInt8], watch: RequestWatch) throws {
        written += bytes
    }

    var hasPendingInputOrClosed: Bool { offset < replies.count }

    func close() {}
}
