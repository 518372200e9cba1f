import Foundation

/// Scheme, host and port of a URL: what a connection is made to, and what keeps it reusable.
struct HTTPOrigin: Hashable, Sendable {
    let isSecure: Bool
    let host: String
    let port: Int

    /// Only `http` and `https` URLs with a host; anything else is `.unsupportedURL`.
    init(of url: URL) throws {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw URLError(.unsupportedURL, reason: "only http and https URLs are supported")
        }
        guard var host = url.host, !host.isEmpty else {
            throw URLError(.unsupportedURL, reason: "a URL without a host")
        }
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        isSecure = scheme == "https"
        self.host = host.lowercased()
        port = url.port ?? (isSecure ? 443 : 80)
        guard (1...65535).contains(port) else {
            throw URLError(.unsupportedURL, reason: "port \(port) is out of range")
        }
    }

    init(isSecure: Bool, host: String, port: Int) {
        self.isSecure = isSecure
        self.host = host
        self.port = port
    }

    /// `host[:port]` as the `Host` header and a `CONNECT` target write it.
    var authority: String {
        port == (isSecure ? 443 : 80) ? bracketedHost : hostAndPort
    }

    var hostAndPort: String {
        "\(bracketedHost):\(port)"
    }

    /// An IPv6 address in brackets, as URLs and request lines write it.
    private var bracketedHost: String {
        host.utf8.contains(UInt8(ascii: ":")) ? "[\(host)]" : host
    }
}
