import Foundation

/// Reads one response from bytes in memory with the rules and limits a connection applies: the
/// response reader without a socket, for fuzzing (`Scripts/fuzz http-response`).
public enum HTTPResponseDecoding {
    /// The final status and body of `bytes`, read `piece` bytes at a time; throws what a
    /// connection would (`ResponseTooLargeError`, `UnsupportedContentEncodingError`, `URLError`).
    public static func decode(_ bytes: [UInt8], maximumBodySize: Int, piece: Int = 7) throws -> (
        statusCode: Int, body: Data
    ) {
        let limits = HTTPResponseLimits(maximumBodySize: maximumBodySize)
        let connection = HTTPConnection(stream: InMemoryByteStream(bytes, piece: piece), bufferSize: 64)
        let watch = RequestWatch(deadline: Deadline(secondsFromNow: 60), cancellation: CancellationSignal())
        let head = try connection.readHead(limits: limits, watch: watch)
        let coding = try ContentCoding(of: head)
        let body = try HTTPBodyFraming(of: head).readBody(
            from: connection, limits: limits, coding: coding, watch: watch)
        return (head.statusCode, body)
    }
}
