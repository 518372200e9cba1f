import FeedAPI
import Foundation

/// How a response's body is delimited (RFC 9112 §6.3), and its reading within a size limit.
enum HTTPBodyFraming: Equatable {
    case none
    case length(Int)
    case chunked
    case untilClosed

    /// A transfer coding other than `chunked` was never asked for (no `TE`): it is refused, not
    /// decoded. Content codings are ``ContentCoding``'s.
    init(of head: HTTPResponseHead) throws {
        if head.statusCode == 204 || head.statusCode == 304 {
            self = .none
            return
        }
        let transferCodings = head.tokens(of: "Transfer-Encoding")
        if !transferCodings.isEmpty {
            guard transferCodings == ["chunked"] else {
                throw UnsupportedContentEncodingError(encoding: transferCodings.joined(separator: ", "))
            }
            self = .chunked
            return
        }
        let lengths = head.tokens(of: "Content-Length")
        guard let length = lengths.first else {
            self = .untilClosed
            return
        }
        guard lengths.allSatisfy({ $0 == length }), length.utf8.count <= 18, length.utf8.allSatisfy(\.isASCIIDigit),
            let value = Int(length)
        else {
            throw URLError(.badServerResponse, reason: "invalid Content-Length")
        }
        self = .length(value)
    }

    /// Whether the connection can carry another request after this body.
    var leavesConnectionReusable: Bool { self != .untilClosed }

    /// The whole body, gathered at the size announced, decoded from its content coding.
    func readBody(
        from connection: HTTPConnection, limits: HTTPResponseLimits, coding: ContentCoding, watch: RequestWatch
    ) throws -> Data {
        var body = Data()
        if case let .length(length) = self, length <= limits.maximumBodySize { body.reserveCapacity(length) }
        try readBody(from: connection, limits: limits, coding: coding, watch: watch) { body.append(contentsOf: $0) }
        return body
    }

    /// Hands the body to `part` as it comes, decoded from its content coding: the size limit
    /// holds for the bytes received and again for the bytes they inflate to.
    func readBody(
        from connection: HTTPConnection, limits: HTTPResponseLimits, coding: ContentCoding, watch: RequestWatch,
        into part: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        guard coding == .zlibFormat, self != .none else {
            return try readBody(from: connection, limits: limits, watch: watch, into: part)
        }
        let inflater = try BodyInflater(limit: limits.maximumBodySize)
        try readBody(from: connection, limits: limits, watch: watch) { try inflater.inflate($0, into: part) }
        try inflater.finish()
    }

    /// Hands the body to `part` as it comes, in the pieces the connection reads.
    func readBody(
        from connection: HTTPConnection, limits: HTTPResponseLimits, watch: RequestWatch,
        into part: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        let limit = limits.maximumBodySize
        switch self {
        case .none:
            break
        case let .length(length):
            guard length <= limit else { throw ResponseTooLargeError(limit: limit) }
            try connection.readExactly(length, watch: watch, into: part)
        case .chunked:
            try Self.readChunks(from: connection, limits: limits, watch: watch, into: part)
        case .untilClosed:
            try connection.readUntilClosed(limit: limit, watch: watch, into: part)
        }
    }

    private static func readChunks(
        from connection: HTTPConnection, limits: HTTPResponseLimits, watch: RequestWatch,
        into part: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        var received = 0
        while true {
            var lineBudget = limits.maximumLineLength
            let size = try connection.withLine(limits: limits, budget: &lineBudget, watch: watch) { line in
                try chunkSize(line)
            }
            if size == 0 { break }
            guard size <= limits.maximumBodySize - received else {
                throw ResponseTooLargeError(limit: limits.maximumBodySize)
            }
            received += size
            try connection.readExactly(size, watch: watch, into: part)
            guard try connection.withLine(limits: limits, budget: &lineBudget, watch: watch, \.isEmpty) else {
                throw URLError(.badServerResponse, reason: "chunk longer than its size")
            }
        }
        // Trailer fields, ignored, up to the empty line that ends the message.
        var trailerBudget = limits.maximumHeadSize
        while try !connection.withLine(limits: limits, budget: &trailerBudget, watch: watch, \.isEmpty) {}
    }

    /// The hexadecimal size that starts a chunk-size line, before any `;` extensions; spaces and
    /// tabs around it are allowed.
    private static func chunkSize(_ line: UnsafeBufferPointer<UInt8>) throws -> Int {
        let digits = line.prefix { $0 != UInt8(ascii: ";") }.drop(while: \.isSpaceOrTab)
        let significant = digits.prefix { !$0.isSpaceOrTab }
        guard !significant.isEmpty, significant.count <= 15,
            digits.dropFirst(significant.count).allSatisfy(\.isSpaceOrTab)
        else {
            throw URLError(.badServerResponse, reason: "malformed chunk size")
        }
        return try significant.reduce(0) { size, byte in
            guard let digit = byte.hexDigitValue else {
                throw URLError(.badServerResponse, reason: "malformed chunk size")
            }
            return size * 16 + digit
        }
    }
}
