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
    /// Owned by the connection (freed in `deinit`): the head of a response is parsed where it
    /// lies, with none of an array property's checks on each access.
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private var start = 0
    private var end = 0
    /// A line that spans two reads, gathered here; its capacity is kept for the next one.
    private var spanningLine = [UInt8]()

    init(stream: ByteStream, bufferSize: Int = 16 * 1024) {
        self.stream = stream
        buffer = .allocate(capacity: bufferSize)
        buffer.initialize(repeating: 0)
    }

    deinit {
        buffer.deallocate()
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
        let (version, statusCode) = try withLine(limits: limits, budget: &budget, watch: watch) { line in
            try HTTPResponseHeadParser.statusLine(line)
        }
        var fields = [HTTPResponseHead.Field]()
        var isAtEnd = false
        while !isAtEnd {
            try withLine(limits: limits, budget: &budget, watch: watch) { line in
                guard let first = line.first else {
                    isAtEnd = true
                    return
                }
                if first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
                    throw URLError(.badServerResponse, reason: "folded header line")
                }
                fields.append(try HTTPResponseHeadParser.field(line))
            }
        }
        return HTTPResponseHead(version: version, statusCode: statusCode, fields: fields)
    }

    /// Calls `body` with the next line, without its CRLF (a bare LF is accepted); the bytes are
    /// valid only during the call, and `body` must not read from this connection. The line counts
    /// against `budget`.
    func withLine<Result>(
        limits: HTTPResponseLimits, budget: inout Int, watch: RequestWatch,
        _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) throws -> Result {
        spanningLine.removeAll(keepingCapacity: true)
        while true {
            if start == end {
                guard try fill(watch: watch) else {
                    throw URLError(.networkConnectionLost, reason: "connection closed in a response head")
                }
            }
            let newline = index(of: UInt8(ascii: "\n"), from: start)
            let takenEnd = newline ?? end
            guard spanningLine.count + (takenEnd - start) <= limits.maximumLineLength else {
                throw URLError(
                    .badServerResponse, reason: "a response line longer than \(limits.maximumLineLength) bytes")
            }
            budget -= takenEnd - start + (newline == nil ? 0 : 1)
            guard budget >= 0 else {
                throw URLError(.badServerResponse, reason: "response headers over \(limits.maximumHeadSize) bytes")
            }
            let taken = UnsafeBufferPointer(rebasing: buffer[start..<takenEnd])
            start = newline.map { $0 + 1 } ?? end
            guard newline != nil else {
                spanningLine.append(contentsOf: taken)
                continue
            }
            // Most lines lie whole in the buffer, and are parsed there.
            guard spanningLine.isEmpty else {
                spanningLine.append(contentsOf: taken)
                return try spanningLine.withUnsafeBufferPointer { try body($0.droppingCarriageReturn) }
            }
            return try body(taken.droppingCarriageReturn)
        }
    }

    /// Hands exactly `count` bytes of the stream to `part`, as they come: the read buffer's bytes,
    /// valid while `part` runs.
    func readExactly(_ count: Int, watch: RequestWatch, into part: (UnsafeRawBufferPointer) throws -> Void) throws {
        var remaining = count
        while remaining > 0 {
            if start == end {
                guard try fill(watch: watch) else {
                    throw URLError(
                        .networkConnectionLost, reason: "connection closed \(remaining) bytes before the body's end")
                }
            }
            let taken = min(remaining, end - start)
            start += taken
            remaining -= taken
            try part(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[(start - taken)..<start])))
        }
    }

    /// Hands on what the stream sends until it closes, failing once more than `limit` bytes came.
    func readUntilClosed(limit: Int, watch: RequestWatch, into part: (UnsafeRawBufferPointer) throws -> Void) throws {
        var received = 0
        while true {
            if start == end {
                guard try fill(watch: watch) else { return }
            }
            received += end - start
            guard received <= limit else { throw ResponseTooLargeError(limit: limit) }
            let taken = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[start..<end]))
            start = end
            try part(taken)
        }
    }

    /// Whether bytes of a response are waiting in the buffer: none may, on an idle connection.
    var hasBufferedBytes: Bool { start != end }

    /// Reads once from the stream into the empty buffer; false when the peer closed it.
    private func fill(watch: RequestWatch) throws -> Bool {
        start = 0
        end = try stream.read(into: UnsafeMutableRawBufferPointer(buffer), watch: watch)
        if end > 0 { hasReceivedResponseBytes = true }
        return end > 0
    }

    /// Where `byte` first is in the buffer between `position` and the end of what was read.
    private func index(of byte: UInt8, from position: Int) -> Int? {
        guard let found = memchr(buffer.baseAddress! + position, Int32(byte), end - position) else { return nil }
        return buffer.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    func close() {
        stream.close()
    }
}

extension UnsafeBufferPointer<UInt8> {
    fileprivate var droppingCarriageReturn: UnsafeBufferPointer<UInt8> {
        last == UInt8(ascii: "\r") ? UnsafeBufferPointer(rebasing: self[..<(endIndex - 1)]) : self
    }
}
