import Foundation

/// The head of an HTTP response, as an `HTTPClient` delivers it with the body: where the answer
/// came from (after any redirects), its status, and its header fields.
///
/// feed-tty's own value rather than Foundation's `HTTPURLResponse`: on Linux that class lives in
/// FoundationNetworking, which links libcurl and some thirty libraries more into the process. For
/// a status code, every run paid about 8 MB of memory and 5 ms of start-up to load them.
public struct HTTPResponse: Sendable, Equatable {
    public let url: URL
    public let statusCode: Int
    /// Names as the server sent them; a field sent more than once has its values joined with ", ".
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
