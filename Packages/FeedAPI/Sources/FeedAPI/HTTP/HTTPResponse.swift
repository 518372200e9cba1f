import Foundation

/// The head of an HTTP response, as an `HTTPClient` delivers it with the body: where the answer
/// came from (after any redirects), its status, and its header fields.
///
/// feed-tty's own value rather than Foundation's `HTTPURLResponse`: on Linux that class lives in
/// FoundationNetworking, which links libcurl and the 26 libraries libcurl needs into the process. For
/// a status code, every run paid about 8 MB of memory and 5 ms of start-up to load them.
public struct HTTPResponse: Sendable, Equatable {
    public let url: URL
    public let statusCode: Int
    /// Names as the client reports them (their case may differ from the server's, or between two
    /// fields of one name): look a field up with `value(forHTTPHeaderField:)`.
    public let headerFields: [String: String]

    public init(url: URL, statusCode: Int, headerFields: [String: String] = [:]) {
        self.url = url
        self.statusCode = statusCode
        self.headerFields = headerFields
    }

    /// The value of the field named `name`, whatever the case of its ASCII letters (field names are
    /// ASCII tokens, compared without case: RFC 9110, 5.1).
    public func value(forHTTPHeaderField name: String) -> String? {
        headerFields[name] ?? headerFields.first { Self.isSameFieldName($0.key, name) }?.value
    }

    /// Byte by byte, not Foundation's `caseInsensitiveCompare`: that folds Unicode too (a long s
    /// matched an s), and every image's answer asks for the fields it lacks (`Age`, `Expires`, …),
    /// each compared with every field sent (about 2 % of a long page's CPU, docs/performance.md).
    private static func isSameFieldName(_ some: String, _ other: String) -> Bool {
        some.utf8.count == other.utf8.count && some.utf8.elementsEqual(other.utf8) { lowercased($0) == lowercased($1) }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
