import Foundation

/// The status line and header fields of a response, as parsed from the wire.
struct HTTPResponseHead {
    typealias Field = (name: String, value: String)

    let version: String
    let statusCode: Int
    let fields: [Field]

    /// Every value of the field `name` (case-insensitive), in order.
    func values(of name: String) -> [String] {
        fields.filter { $0.name.equalsIgnoringASCIICase(name) }.map(\.value)
    }

    /// The comma-separated list items of every `name` field, without the spaces and tabs around
    /// them, lower-cased: `Connection`, `Transfer-Encoding`, `Content-Encoding`.
    func tokens(of name: String) -> [String] {
        var tokens = [String]()
        for field in fields where field.name.equalsIgnoringASCIICase(name) {
            let value = field.value.utf8
            for item in value.split(separator: UInt8(ascii: ",")) {
                guard let first = item.firstIndex(where: { !$0.isSpaceOrTab }),
                    let last = item.lastIndex(where: { !$0.isSpaceOrTab })
                else { continue }
                tokens.append(String(Substring(value[first...last])).lowercased())
            }
        }
        return tokens
    }

    var isInterim: Bool { (100...199).contains(statusCode) }

    /// Whether the connection may carry another request once this response's body is read.
    var allowsReuse: Bool {
        let connection = tokens(of: "Connection")
        return version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive")
    }

    /// The fields as `HTTPResponse` takes them: repeated fields joined with ", ".
    var headerFields: [String: String] {
        var joined = [String: String](minimumCapacity: fields.count)
        for field in fields {
            joined[field.name] = joined[field.name].map { "\($0), \(field.value)" } ?? field.value
        }
        return joined
    }
}

/// Parses the lines of a response head, as bytes. Strict where leniency could be abused (the
/// status line, field names, folded lines), lenient where servers commonly differ (missing reason
/// phrase, spaces around values).
enum HTTPResponseHeadParser {
    /// `HTTP/1.1` or `HTTP/1.0`, a space, three digits from 100 to 599, then the end of the line or
    /// a space and a reason phrase.
    static func statusLine(_ line: UnsafeBufferPointer<UInt8>) throws -> (version: String, statusCode: Int) {
        guard line.count >= 12, line.starts(with: "HTTP/1.".utf8), line[8] == UInt8(ascii: " "),
            line[9...11].allSatisfy(\.isASCIIDigit), line.count == 12 || line[12] == UInt8(ascii: " ")
        else { throw malformedStatusLine() }
        let version: String
        switch line[7] {
        case UInt8(ascii: "1"): version = "HTTP/1.1"
        case UInt8(ascii: "0"): version = "HTTP/1.0"
        default: throw malformedStatusLine()
        }
        let code = line[9...11].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        guard (100...599).contains(code) else { throw malformedStatusLine() }
        return (version, code)
    }

    private static func malformedStatusLine() -> URLError {
        URLError(.badServerResponse, reason: "malformed status line")
    }

    /// `name: value`, the name a token, the value without the spaces and tabs around it.
    static func field(_ line: UnsafeBufferPointer<UInt8>) throws -> HTTPResponseHead.Field {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon != line.startIndex,
            line[..<colon].allSatisfy(\.isTokenCharacter)
        else {
            throw URLError(.badServerResponse, reason: "malformed header field")
        }
        var valueStart = colon + 1
        var valueEnd = line.endIndex
        while valueStart < valueEnd && line[valueStart].isSpaceOrTab { valueStart += 1 }
        while valueEnd > valueStart && line[valueEnd - 1].isSpaceOrTab { valueEnd -= 1 }
        return (
            String(decoding: UnsafeBufferPointer(rebasing: line[..<colon]), as: UTF8.self),
            String(decoding: UnsafeBufferPointer(rebasing: line[valueStart..<valueEnd]), as: UTF8.self)
        )
    }
}

extension String {
    /// Field names are ASCII tokens: comparing them needs no Unicode case folding.
    fileprivate func equalsIgnoringASCIICase(_ other: String) -> Bool {
        utf8.count == other.utf8.count && zip(utf8, other.utf8).allSatisfy { $0.asciiLowercased == $1.asciiLowercased }
    }
}
