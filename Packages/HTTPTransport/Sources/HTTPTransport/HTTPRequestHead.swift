import Foundation

/// The bytes of a GET request: asks for the body as it is (`Accept-Encoding: identity`) and for
/// the connection to be kept alive. Through a proxy, plain http uses the absolute URL as target.
struct HTTPRequestHead {
    let bytes: [UInt8]

    init(url: URL, route: ConnectionPool.Route, userAgent: String) throws {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        let path = components?.percentEncodedPath ?? ""
        var target = path.isEmpty ? "/" : path
        if let query = components?.percentEncodedQuery { target += "?" + query }
        if route.proxy != nil && !route.origin.isSecure {
            target = "http://\(route.origin.authority)\(target)"
        }
        // Control characters or spaces in a target would split the request: refused, never sent.
        guard target.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw URLError(.unsupportedURL, reason: "a URL with characters that cannot be sent")
        }
        var lines = [
            "GET \(target) HTTP/1.1",
            "Host: \(route.origin.authority)",
            "User-Agent: \(userAgent)",
            "Accept: */*",
            "Accept-Encoding: identity",
        ]
        if let authorization = route.proxy?.authorization, !route.origin.isSecure {
            lines.append("Proxy-Authorization: \(authorization)")
        }
        bytes = Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }
}
