import Foundation

/// The proxies the environment names, read as curl reads them: `http_proxy` (lower case only,
/// as a CGI program's `HTTP_PROXY` can come from a request header) for http, `https_proxy` or
/// `HTTPS_PROXY` for https, and `no_proxy` or `NO_PROXY` for the hosts that go direct
/// (`NoProxyRules`). Only `http://` proxies are supported; https is tunnelled through them with
/// `CONNECT`.
struct ProxySettings: Sendable {
    struct Proxy: Hashable, Sendable {
        let origin: HTTPOrigin
        /// `Basic …`, from the proxy URL's user info.
        let authorization: String?
    }

    let httpProxy: Proxy?
    let httpsProxy: Proxy?
    let noProxy: NoProxyRules

    init(environment: [String: String]) {
        httpProxy = Self.proxy(from: environment["http_proxy"])
        httpsProxy = Self.proxy(from: environment["https_proxy"] ?? environment["HTTPS_PROXY"])
        noProxy = NoProxyRules(environment["no_proxy"] ?? environment["NO_PROXY"] ?? "")
    }

    /// The proxy to reach `origin` through, if any.
    func proxy(for origin: HTTPOrigin) -> Proxy? {
        guard let proxy = origin.isSecure ? httpsProxy : httpProxy else { return nil }
        return noProxy.bypasses(host: origin.host, port: origin.port) ? nil : proxy
    }

    /// `host:port` or `http://[user:password@]host[:port]`; anything else (an https proxy, a
    /// SOCKS one, garbage) is ignored rather than guessed at.
    private static func proxy(from value: String?) -> Proxy? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        let text = value.contains("://") ? value : "http://" + value
        guard let url = URL(string: text), url.scheme?.lowercased() == "http", let host = url.host, !host.isEmpty
        else { return nil }
        let origin = HTTPOrigin(
            isSecure: false, host: host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")), port: url.port ?? 1080
        )
        let authorization = url.user.map { user in
            let credentials = "\(user.removingPercentEncoding ?? user):\(url.password?.removingPercentEncoding ?? "")"
            return "Basic " + Data(credentials.utf8).base64EncodedString()
        }
        return Proxy(origin: origin, authorization: authorization)
    }
}
