import Foundation

/// The bytes of a GET request, kept to what the request needs: `Host`, `User-Agent`, credentials
/// where there are some, and the caller's fields. Like curl it offers no `Accept-Encoding`, and
/// unlike curl no `Accept: */*`, which says what its absence says (RFC 9110 §12.5.1): a poll
/// answered 304 is mostly its request (`docs/performance.md`). A body a server compresses anyway
/// is inflated (``ContentCoding``). HTTP/1.1 keeps the connection alive without a field. Through
/// an http proxy, plain http uses the absolute URL as target; through a SOCKS one the request is
/// the origin's own.
struct HTTPRequestHead {
    let bytes: [UInt8]

    /// `authorization`: the origin's own credentials, if it has some. `callerFields`: the caller's
    /// own (a conditional GET's validators), sent in name order after the client's; one that would
    /// replace a field of the client's, or whose name or value would split the request, is refused.
    init(
        url: URL, route: ConnectionPool.Route, userAgent: String, authorization: String? = nil,
        callerFields: [String: String] = [:]
    ) throws {
        // As the URL was parsed (a relative one resolved against its base): no URLComponents.
        let path = url.path(percentEncoded: true)
        var target = path.isEmpty ? "/" : path
        if let query = url.query(percentEncoded: true) { target += "?" + query }
        let isProxied = route.proxy?.kind == .http && !route.origin.isSecure
        if isProxied {
            target = "http://\(route.origin.authority)\(target)"
        }
        // Control characters or spaces in a target would split the request: refused, never sent.
        guard target.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw URLError(.unsupportedURL, reason: "a URL with characters that cannot be sent")
        }
        var fields = [("Host", route.origin.authority), ("User-Agent", userAgent)]
        if let authorization { fields.append(("Authorization", authorization)) }
        if let authorization = route.proxy?.authorization, isProxied {
            fields.append(("Proxy-Authorization", authorization))
        }
        fields += try Self.checked(callerFields, besides: fields)
        var bytes = [UInt8]()
        bytes.reserveCapacity(256 + target.utf8.count)
        bytes += "GET ".utf8
        bytes += target.utf8
        bytes += " HTTP/1.1\r\n".utf8
        for (name, value) in fields {
            bytes += name.utf8
            bytes += ": ".utf8
            bytes += value.utf8
            bytes += "\r\n".utf8
        }
        bytes += "\r\n".utf8
        self.bytes = bytes
    }

    /// The caller's fields in name order, when each is a field of its own: a token for its name
    /// (RFC 9110 §5.1), visible characters and spaces for its value, and no name of the client's.
    private static func checked(_ callerFields: [String: String], besides own: [(String, String)]) throws
        -> [(String, String)]
    {
        // The codings a body may come in are the transport's to offer: it decodes only some.
        let ownNames = Set(
            own.map { $0.0.lowercased() } + ["accept-encoding", "connection", "content-length", "transfer-encoding"])
        return try callerFields.sorted { $0.key < $1.key }.map { name, value in
            guard !name.isEmpty, name.utf8.allSatisfy(\.isTokenCharacter), !ownNames.contains(name.lowercased()),
                value.utf8.allSatisfy({ $0 == 0x20 || (0x21...0x7E).contains($0) })
            else {
                throw URLError(.unsupportedURL, reason: "a request field that cannot be sent")
            }
            return (name, value)
        }
    }
}
