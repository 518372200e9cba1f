/// A connected, non-blocking byte stream: plain TCP or TLS over it. Reads and writes wait under
/// the request's watch, so every one of them ends by the deadline or at cancellation.
protocol ByteStream: AnyObject {
    /// Reads at most `buffer.count` bytes; 0 means the peer closed the stream.
    func read(into buffer: UnsafeMutableRawBufferPointer, watch: RequestWatch) throws -> Int

    func write(_ bytes: [UInt8], watch: RequestWatch) throws

    /// Whether an idle connection looks unusable: the peer closed it, or sent bytes nobody asked for.
    var hasPendingInputOrClosed: Bool { get }

    func close()
}
