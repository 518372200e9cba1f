@testable import HTTPTransport

/// A byte stream over bytes in memory, handed out a few at a time so that every parser boundary
/// (a CRLF split between reads, a chunk size cut in two) gets crossed.
final class MemoryStream: ByteStream {
    private var bytes: [UInt8]
    private let piece: Int

    init(_ text: String, piece: Int = 7) {
        bytes = Array(text.utf8)
        self.piece = piece
    }

    func read(into buffer: UnsafeMutableRawBufferPointer, watch: RequestWatch) throws -> Int {
        let count = min(piece, buffer.count, bytes.count)
        buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes.withUnsafeBytes { $0 }[0..<count]))
        bytes.removeFirst(count)
        return count
    }

    func write(_ bytes: [UInt8], watch: RequestWatch) throws {}

    var hasPendingInputOrClosed: Bool { false }

    func close() {}
}

func anyWatch(seconds: Double = 5) -> RequestWatch {
    RequestWatch(deadline: Deadline(secondsFromNow: seconds), cancellation: CancellationSignal())
}
