import Foundation

/// The status line and header fields of a response, as parsed from the wire.
struct HTTPResponseHead {
    let version: String
    let statusCode: Int
    let fields: [(name: String, value: String)]

    /// Every value of the field `name` (case-insensitive), in order.
    func values(of name: String) -> [String] {
        fields.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }.map(\.value)
    }

    /// The comma-separated list items of every `name` field, lower-cased: `Connection`,
    /// `Transfer-Encoding`, `Content-Encoding`.
    func tokens(of name: String) -> [String] {
        values(of: name).flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .filter { !$0.isEmpty }
    }

    var isInterim: Bool { (100...199).contains(statusCode) }

    /// Whether the connection may carry another request once this response's body is read.
    var allowsReuse: Bool {
        let connection = tokens(of: "Connection")
        return version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive")
    }

    /// The fields as `HTTPURLResponse` takes them: repeated fields joined with ", ".
    var headerFields: [String: String] {
        var joined = [String: String]()
        for field in fields {
            joined[field.name] = joined[field.name].map { "\($0), \(field.value)" } ?? field.value
        }
        return joined
    }
}

/// Parses the lines of a response head. Strict where leniency could be abused (the status line,
/// field names, folded lines), lenient where servers commonly differ (missing reason phrase,
/// spaces around values).
enum HTTPResponseHeadParser {
    static func statusLine(_ line: Substring) throws -> (version: String, statusCode: Int) {
        let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0] == "HTTP/1.1" || parts[0] == "HTTP/1.0",
            parts[1].count == 3, parts[1].allSatisfy(\.isASCII), let code = Int(parts[1]), (100...599).contains(code)
        else {
            throw URLError(.badServerResponse, reason: "malformed status line")
        }
        return (String(parts[0]), code)
    }

    static func field(_ line: Substring) throws -> (name: String, value: String) {
        guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
            line[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "!#$%&'*+-.^_`|~".contains($0)) })
        else {
            throw URLError(.badServerResponse, reason: "malformed header field")
        }
        let value = line[line.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
        return (String(line[..<colon]), value)
    }
}
