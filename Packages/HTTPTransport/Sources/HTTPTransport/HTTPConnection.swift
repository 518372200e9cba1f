import FeedAPI
import Foundation

/// One HTTP/1.1 connection: a byte stream and the bytes read from it but not yet used. Reads
/// pull from the stream only as far as the caller asks, so a response never holds more than what
/// the caller keeps plus one buffer.
// Safe because a connection belongs to one request at a time, and requests take it from and give it back to the pool only inside the pool's lock, which orders every use.
final class HTTPConnection: @unchecked Sendable {
    let stream: ByteStream
    /// Whether any byte of a response arrived since the last request was sent: a reused connection
    /// that fails before that may just have been closed by the server while it sat idle.
    private(set) var hasReceivedResponseBytes = false
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0

    init(stream: ByteStream, bufferSize: Int = 16 * 1024) {
        self.stream = stream
        buffer = [UInt8](repeating: 0, count: bufferSize)
    }

    func send(_ head: [UInt8], watch: RequestWatch) throws {
        hasReceivedResponseBytes = false
        try stream.write(head, watch: watch)
    }

    /// The final response head, after any interim (1xx) ones.
    func readHead(limits: HTTPResponseLimits, watch: RequestWatch) throws -> HTTPResponseHead {
        var budget = limits.maximumHeadSize
        for _ in 0...limits.maximumInterimResponses {
            let head = try readOneHead(limits: limits, budget: &budget, watch: watch)
            if head.statusCode == 101 {
                throw URLError(.badServerResponse, reason: "unexpected protocol switch")
            }
            if !head.isInterim { return head }
        }
        throw URLError(.badServerResponse, reason: "more than \(limits.maximumInterimResponses) interim responses")
    }

    private func readOneHead(limits: HTTPResponseLimits, budget: inout Int, watch: RequestWatch) throws
        -> HTTPResponseHead
    {
        let statusLine = try readLine(limits: limits, budget: &budget, watch: watch)
        let (version, statusCode) = try HTTPResponseHeadParser.statusLine(statusLine[...])
        var fields = [(name: String, value: String)]()
        while true {
            let line = try readLine(limits: limits, budget: &budget, watch: watch)
            if line.isEmpty { break }
            if line.first == " " || line.first == "\t" {
                throw URLError(.badServerResponse, reason: "folded header line")
            }
            fields.append(try HTTPResponseHeadParser.field(line[...]))
        }
        return HTTPResponseHead(version: version, statusCode: statusCode, fields: fields)
    }

    /// One line without its CRLF (a bare LF is accepted). Counts against `budget`.
    func readLine(limits: HTTPResponseLimits, budget: inout Int, watch: RequestWatch) throws -> String {
        var line = [UInt8]()
        while true {
            if start == end {
                guard try fill(watch: watch) else {
                    throw URLError(.networkConnectionLost, reason: "connection closed in a response head")
                }
            }
            let available = buffer[start..<end]
            let newline = available.firstIndex(of: UInt8(ascii: "\n"))
            let taken = available[..<(newline ?? end)]
            guard line.count + taken.count <= limits.maximumLineLength else {
                throw URLError(
                    .badServerResponse, reason: "a response line longer than \(limits.maximumLineLength) bytes")
            }
            budget -= taken.count + (newline == nil ? 0 : 1)
            guard budget >= 0 else {
                throw URLError(.badServerResponse, reason: "response headers over \(limits.maximumHeadSize) bytes")
            }
            line.append(contentsOf: taken)
            guard let newline else {
                start = end
                continue
            }
            start = newline + 1
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            return String(decoding: line, as: UTF8.self)
        }
    }

    /// Appends exactly `count` bytes of the stream to `body`.
    func readExactly(_ count: Int, into body: inout Data, watch: RequestWatch) throws {
        var remaining = count
        while remaining > 0 {
            if start == end {
                guard try fill(watch: watch) else {
                    throw URLError(
                        .networkConnectionLost, reason: "connection closed \(remaining) bytes before the body's end")
                }
            }
            let taken = min(remaining, end - start)
            body.append(contentsOf: buffer[start..<(start + taken)])
            start += taken
            remaining -= taken
        }
    }

    /// Appends what the stream sends until it closes, failing once `body` would pass `limit`.
    func readUntilClosed(into body: inout Data, limit: Int, watch: RequestWatch) throws {
        while true {
            if start == end {
                guard try fill(watch: watch) else { return }
            }
            guard body.count + (end - start) <= limit else { throw ResponseTooLargeError(limit: limit) }
            body.append(contentsOf: buffer[start..<end])
            start = end
        }
    }

    /// Whether bytes of a response are waiting in the buffer: none may, on an idle connection.
    var hasBufferedBytes: Bool { start != end }

    /// Reads once from the stream into the empty buffer; false when the peer closed it.
    private func fill(watch: RequestWatch) throws -> Bool {
        start = 0
        end = try buffer.withUnsafeMutableBytes { try stream.read(into: $0, watch: watch) }
        if end > 0 { hasReceivedResponseBytes = true }
        return end > 0
    }

    func close() {
        stream.close()
    }
}
