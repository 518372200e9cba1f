import FeedAPI
import Foundation

/// How a response's body is delimited (RFC 9112 §6.3), and its reading within a size limit.
enum HTTPBodyFraming: Equatable {
    case none
    case length(Int)
    case chunked
    case untilClosed

    /// A body in a transfer or content coding other than `chunked` and `identity` was never asked
    /// for (`Accept-Encoding: identity`, no `TE`): it is refused, not decoded.
    init(of head: HTTPResponseHead) throws {
        if let encoding = head.tokens(of: "Content-Encoding").first(where: { $0 != "identity" }) {
            throw UnsupportedContentEncodingError(encoding: encoding)
        }
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

    func readBody(from connection: HTTPConnection, limits: HTTPResponseLimits, watch: RequestWatch) throws -> Data {
        let limit = limits.maximumBodySize
        var body = Data()
        switch self {
        case .none:
            break
        case let .length(length):
            guard length <= limit else { throw ResponseTooLargeError(limit: limit) }
            body.reserveCapacity(length)
            try connection.readExactly(length, into: &body, watch: watch)
        case .chunked:
            try Self.readChunks(from: connection, into: &body, limits: limits, watch: watch)
        case .untilClosed:
            try connection.readUntilClosed(into: &body, limit: limit, watch: watch)
        }
        return body
    }

    private static func readChunks(
        from connection: HTTPConnection, into body: inout Data, limits: HTTPResponseLimits, watch: RequestWatch
    ) throws {
        while true {
            var lineBudget = limits.maximumLineLength
            let size = try connection.withLine(limits: limits, budget: &lineBudget, watch: watch) { line in
                try chunkSize(line)
            }
            if size == 0 { break }
            guard size <= limits.maximumBodySize - body.count else {
                throw ResponseTooLargeError(limit: limits.maximumBodySize)
            }
            try connection.readExactly(size, into: &body, watch: watch)
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
