import Foundation

/// The proxies the environment names, read as curl reads them: `http_proxy` (lower case only, as
/// a CGI program's `HTTP_PROXY` can come from a request header) for http, `https_proxy` or
/// `HTTPS_PROXY` for https, `all_proxy` or `ALL_PROXY` for either when its own is unset, and
/// `no_proxy` or `NO_PROXY` for the hosts that go direct (`NoProxyRules`). A variable set to
/// nothing (or white space) is unset, as for curl: `no_proxy=` leaves `NO_PROXY` in force.
///
/// A proxy is `http://` (https tunnelled through it with `CONNECT`), `https://` (the same inside
/// TLS to the proxy, its certificate checked as a server's is), `socks5://`, `socks5h://`,
/// `socks4://` (or `socks://`, as curl reads it) or `socks4a://` (`SOCKSHandshake`), with a user name and password where the scheme
/// has them; a value without a scheme is an http proxy. A setting that names a proxy this client
/// cannot use (another scheme, no host, a bad port) is never taken for no proxy: every request it
/// would carry fails, saying which variable is wrong (`problem(for:)`); the requests it would not
/// carry (another scheme's, a `no_proxy` host's) go their way.
struct ProxySettings: Sendable {
    struct Proxy: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case http
            case socks5(resolvesRemotely: Bool)
            case socks4(resolvesRemotely: Bool)
        }

        let kind: Kind
        let origin: HTTPOrigin
        /// `Basic …`, from the proxy URL's user info (an http proxy).
        let authorization: String?
        /// The user info, decoded (a SOCKS proxy).
        let user: String?
        let password: String?

        var credentials: (user: String, password: String)? {
            user.map { ($0, password ?? "") }
        }
    }

    private enum Setting: Sendable {
        case none
        case proxy(Proxy)
        case unusable(ProxySettingProblem)
    }

    private let http: Setting
    private let https: Setting
    let noProxy: NoProxyRules

    init(environment: [String: String]) {
        let all = Self.setting(named: ["all_proxy", "ALL_PROXY"], in: environment)
        http = Self.setting(named: ["http_proxy"], in: environment) ?? all ?? .none
        https = Self.setting(named: ["https_proxy", "HTTPS_PROXY"], in: environment) ?? all ?? .none
        noProxy = NoProxyRules(
            Self.value(of: "no_proxy", in: environment) ?? Self.value(of: "NO_PROXY", in: environment) ?? "")
    }

    /// What is wrong with the proxy setting that would carry requests to `origin`, if anything.
    func problem(for origin: HTTPOrigin) -> ProxySettingProblem? {
        guard !noProxy.bypasses(host: origin.host, port: origin.port),
            case let .unusable(problem) = origin.isSecure ? https : http
        else { return nil }
        return problem
    }

    /// The proxy to reach `origin` through, nil to go direct; throws when the setting for it is
    /// one this client cannot use.
    func proxy(for origin: HTTPOrigin) throws -> Proxy? {
        guard !noProxy.bypasses(host: origin.host, port: origin.port) else { return nil }
        switch origin.isSecure ? https : http {
        case .none: return nil
        case let .proxy(proxy): return proxy
        case let .unusable(problem): throw URLError(.cannotConnectToHost, reason: problem.description)
        }
    }

    /// The first of `names` that is set and not empty, read; nil when none is.
    private static func setting(named names: [String], in environment: [String: String]) -> Setting? {
        for name in names {
            guard let value = value(of: name, in: environment) else { continue }
            return read(value).map(Setting.proxy) ?? .unusable(ProxySettingProblem(variable: name, value: value))
        }
        return nil
    }

    /// The variable's value, trimmed; nil when it is unset or holds nothing but white space.
    private static func value(of name: String, in environment: [String: String]) -> String? {
        guard let value = environment[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        return value
    }

    private static func read(_ value: String) -> Proxy? {
        let text = value.contains("://") ? value : "http://" + value
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty
        else { return nil }
        let kinds: [String: (Proxy.Kind, defaultPort: Int)] = [
            "http": (.http, 1080), "https": (.http, 443), "socks5": (.socks5(resolvesRemotely: false), 1080),
            "socks5h": (.socks5(resolvesRemotely: true), 1080), "socks4": (.socks4(resolvesRemotely: false), 1080),
            "socks": (.socks4(resolvesRemotely: false), 1080),
            "socks4a": (.socks4(resolvesRemotely: true), 1080),
        ]
        guard let (kind, defaultPort) = kinds[scheme] else { return nil }
        let port = url.port ?? defaultPort
        guard (1...65535).contains(port) else { return nil }
        let origin = HTTPOrigin(
            isSecure: scheme == "https", host: host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")),
            port: port)
        let user = url.user.map { $0.removingPercentEncoding ?? $0 }
        let password = url.password.map { $0.removingPercentEncoding ?? $0 }
        let authorization = kind == .http ? user.map { Self.basic($0, password ?? "") } : nil
        return Proxy(kind: kind, origin: origin, authorization: authorization, user: user, password: password)
    }

    private static func basic(_ user: String, _ password: String) -> String {
        "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
    }
}
