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

    /// The value of the field named `name`, whatever its case (HTTP field names are
    /// case-insensitive).
    public func value(forHTTPHeaderField name: String) -> String? {
        headerFields[name] ?? headerFields.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}
