import FeedAPI
import FeedFeature
import Foundation

/// HTTP/1.1 over POSIX sockets, with TLS from the system's OpenSSL: feed-tty's transport on
/// Linux, where URLSession can neither bound what a server sends nor cancel safely.
///
/// Whatever a server sends, a request holds at most `maximumResponseSize` bytes of body plus one
/// read buffer (a compressed one: at most that many bytes once inflated), ends by its deadline
/// (connect, TLS handshake, headers, body and redirects all count against one `timeout`), and can
/// be cancelled from any thread at any moment. It inflates gzip and deflate bodies and refuses
/// other codings (``ContentCoding``), verifies
/// certificates and host names against the system trust store (`SSL_CERT_FILE`, `SSL_CERT_DIR`),
/// follows at most `maximumRedirects` http(s) redirects, keeps connections alive and reuses them
/// (at most `maximumConnectionsPerHost` open per host), and goes through the proxies of
/// `http_proxy`, `https_proxy`, `all_proxy` and `no_proxy` as curl does: http, https, SOCKS5 and SOCKS4
/// (`ProxySettings`); a setting it cannot use fails every request it would carry.
///
/// It blocks its caller and names no queue: the composition root decides where it runs.
public final class SocketHTTPClient: BlockingHTTPClient {
    public struct Configuration: Sendable {
        public var timeout: TimeInterval
        public var maximumResponseSize: Int
        public var maximumRedirects = 5
        public var maximumConnectionsPerHost = 6
        public var userAgent = "feed-tty"
        /// Where the proxy variables are read from.
        public var environment: [String: String]
        /// Sent as Basic authentication to their origin only (`--url https://user:password@…`).
        public var credentials: OriginCredentials?

        public init(
            timeout: TimeInterval,
            maximumResponseSize: Int,
            environment: [String: String] = ProcessInfo.processInfo.environment
        ) {
            self.timeout = timeout
            self.maximumResponseSize = maximumResponseSize
            self.environment = environment
        }
    }

    private let configuration: Configuration
    private let limits: HTTPResponseLimits
    private let proxies: ProxySettings
    private let pool: ConnectionPool
    private let tls = HandOffMutex<Result<TLSContext, URLError>?>(nil)
    /// Lent to this client's requests for their waits.
    let cancellationPipes = CancellationPipePool()

    public init(configuration: Configuration) {
        precondition(configuration.maximumResponseSize >= 0, "A maximum response size can't be negative")
        self.configuration = configuration
        limits = HTTPResponseLimits(maximumBodySize: configuration.maximumResponseSize)
        proxies = ProxySettings(environment: configuration.environment)
        pool = ConnectionPool(maximumPerRoute: configuration.maximumConnectionsPerHost)
    }

    /// What is wrong with the proxy setting of `environment` that would carry requests to `url`'s
    /// origin: such a request fails, so a caller may rather refuse to start. A setting for other
    /// requests (`https_proxy` for an http feed) is none of this URL's problem.
    public static func proxyProblem(in environment: [String: String], reaching url: URL) -> ProxySettingProblem? {
        (try? HTTPOrigin(of: url)).flatMap(ProxySettings(environment: environment).problem(for:))
    }

    public func request(for url: URL, headerFields: [String: String]) -> any BlockingHTTPRequest {
        SocketHTTPRequest(url: url, headerFields: headerFields, client: self)
    }

    /// Follows redirects to the final response, whose body goes to the reader `makeReader` makes
    /// for its head, as it arrives.
    func perform<Resource>(
        _ url: URL, headerFields: [String: String], cancellation: CancellationSignal,
        reading makeReader: (HTTPResponse) -> any HTTPBodyReader<Resource>
    ) throws -> Resource {
        let watch = RequestWatch(deadline: Deadline(secondsFromNow: configuration.timeout), cancellation: cancellation)
        var url = url
        for _ in 0...configuration.maximumRedirects {
            switch try exchange(url, headerFields: headerFields, watch: watch, reading: makeReader) {
            case let .redirect(target): url = target
            case var .final(reader): return try reader.finish()
            }
        }
        throw URLError(.httpTooManyRedirects, reason: "more than \(configuration.maximumRedirects) redirects")
    }

    private enum Exchange<Resource> {
        case redirect(URL)
        /// The final response, its body read: the reader finishes once the connection is back.
        case final(any HTTPBodyReader<Resource>)
    }

    /// One request and its response on a pooled connection. A reused connection that fails before
    /// any byte of the response was probably closed by the server while idle: that is retried once
    /// on a new connection (a GET may be repeated; no byte reached a reader).
    private func exchange<Resource>(
        _ url: URL, headerFields: [String: String], watch: RequestWatch,
        reading makeReader: (HTTPResponse) -> any HTTPBodyReader<Resource>
    ) throws -> Exchange<Resource> {
        let origin = try HTTPOrigin(of: url)
        let route = ConnectionPool.Route(origin: origin, proxy: try proxies.proxy(for: origin))
        let requestHead = try HTTPRequestHead(
            url: url, route: route, userAgent: configuration.userAgent,
            authorization: configuration.credentials?.authorization(for: origin), callerFields: headerFields
        ).bytes
        var mayRetry = true
        while true {
            let lease = try pool.lease(for: route, watch: watch, connect: connect(route))
            do {
                try lease.connection.send(requestHead, watch: watch)
                let head = try lease.connection.readHead(limits: limits, watch: watch)
                try refuseProxyAuthentication(head, route: route)
                let coding = try ContentCoding(of: head)
                let framing = try HTTPBodyFraming(of: head)
                let exchange: Exchange<Resource>
                let reusable: Bool
                if let target = try redirectTarget(of: head, from: url) {
                    reusable = try skipRedirectBody(framing, from: lease.connection, watch: watch)
                    exchange = .redirect(target)
                } else {
                    let response = HTTPResponse(url: url, statusCode: head.statusCode, headerFields: head.headerFields)
                    var reader = makeReader(response)
                    try framing.readBody(from: lease.connection, limits: limits, coding: coding, watch: watch) {
                        try reader.read($0)
                    }
                    reusable = true
                    exchange = .final(reader)
                }
                let idle = framing.leavesConnectionReusable && !lease.connection.hasBufferedBytes
                pool.finish(lease, reusable: reusable && idle && head.allowsReuse)
                return exchange
            } catch {
                pool.finish(lease, reusable: false)
                let wasClosedWhileIdle = lease.isReused && !lease.connection.hasReceivedResponseBytes
                guard mayRetry, wasClosedWhileIdle, (error as? URLError)?.code == .networkConnectionLost else {
                    throw error
                }
                mayRetry = false
            }
        }
    }

    /// A redirect's body is only read (and dropped) when it is short and framed; otherwise its
    /// connection is not reused. Whether it can be.
    private func skipRedirectBody(_ framing: HTTPBodyFraming, from connection: HTTPConnection, watch: RequestWatch)
        throws -> Bool
    {
        guard case let .length(length) = framing, length <= 64 * 1024 else { return false }
        try framing.readBody(from: connection, limits: limits, watch: watch) { _ in }
        return true
    }

    private static func isRedirect(_ head: HTTPResponseHead) -> Bool {
        [301, 302, 303, 307, 308].contains(head.statusCode) && !head.values(of: "Location").isEmpty
    }

    private func redirectTarget(of head: HTTPResponseHead, from url: URL) throws -> URL? {
        guard Self.isRedirect(head), let location = head.values(of: "Location").first else { return nil }
        guard let target = URL(string: location, relativeTo: url)?.absoluteURL else {
            throw URLError(.badServerResponse, reason: "a redirect to an invalid URL")
        }
        guard ["http", "https"].contains(target.scheme?.lowercased() ?? "") else {
            throw URLError(.unsupportedURL, reason: "a redirect to a URL that is not http or https")
        }
        return target
    }

    private func connect(_ route: ConnectionPool.Route) -> (RequestWatch) throws -> HTTPConnection {
        { [self] watch in
            let socket = try connectSocket(route, watch: watch)
            if let proxy = route.proxy, proxy.kind != .http {
                try SOCKSHandshake.open(to: route.origin, through: proxy, over: socket, watch: watch)
            }
            guard let proxy = route.proxy, proxy.kind == .http, proxy.origin.isSecure else {
                guard route.origin.isSecure else { return HTTPConnection(stream: socket) }
                if let proxy = route.proxy, proxy.kind == .http {
                    try ProxyTunnel.open(to: route.origin, through: proxy, over: socket, limits: limits, watch: watch)
                }
                let stream = try TLSStream(over: socket, host: route.origin.host, context: tlsContext(), watch: watch)
                return HTTPConnection(stream: stream)
            }
            // An https proxy: TLS to the proxy, then plain requests to an http origin inside it, or a
            // tunnel and TLS to an https origin inside that.
            let toProxy = try secureStream(to: proxy, over: socket, watch: watch)
            guard route.origin.isSecure else { return HTTPConnection(stream: toProxy) }
            try ProxyTunnel.open(to: route.origin, through: proxy, over: toProxy, limits: limits, watch: watch)
            let stream = try TLSStream(inside: toProxy, host: route.origin.host, context: tlsContext(), watch: watch)
            return HTTPConnection(stream: stream)
        }
    }

    /// A 407 through an http proxy is the proxy's answer, not the server's: said as the proxy's
    /// refusal, as a refused `CONNECT` is.
    private func refuseProxyAuthentication(_ head: HTTPResponseHead, route: ConnectionPool.Route) throws {
        guard head.statusCode == 407, let proxy = route.proxy, proxy.kind == .http, !route.origin.isSecure else {
            return
        }
        let kind = LoadFailure.connectivity(.proxyRefused(proxy: proxy.origin.hostAndPort, status: 407))
        throw URLError(.cannotConnectToHost, reason: "the proxy asks for authentication", underlying: kind)
    }

    /// TLS to an https proxy, its certificate checked against the proxy's host as a server's is;
    /// a failure names the proxy, as the reason would otherwise blame the server.
    private func secureStream(to proxy: ProxySettings.Proxy, over socket: TCPSocket, watch: RequestWatch) throws
        -> TLSStream
    {
        do {
            return try TLSStream(over: socket, host: proxy.origin.host, context: tlsContext(), watch: watch)
        } catch let error as URLError where error.code != .timedOut && error.code != .cancelled {
            var flaw = LoadFailure.Connectivity.secureConnectionFailed
            if case let .connectivity(kind)? = error.userInfo[NSUnderlyingErrorKey] as? LoadFailure { flaw = kind }
            let name = proxy.origin.hostAndPort
            throw URLError(
                error.code, reason: "the proxy \(name): \(error.reason)",
                underlying: LoadFailure.connectivity(.proxySecureConnectionFailed(proxy: name, reason: flaw)))
        }
    }

    /// To the origin, or to its proxy, which a failure then names: "connection refused" alone
    /// would blame the server.
    private func connectSocket(_ route: ConnectionPool.Route, watch: RequestWatch) throws -> TCPSocket {
        guard let proxy = route.proxy else {
            return try TCPSocket.connect(host: route.origin.host, port: route.origin.port, watch: watch)
        }
        do {
            return try TCPSocket.connect(host: proxy.origin.host, port: proxy.origin.port, watch: watch)
        } catch let error as URLError where [.cannotConnectToHost, .cannotFindHost].contains(error.code) {
            let kind = LoadFailure.connectivity(.proxyUnreachable(proxy: proxy.origin.hostAndPort))
            throw URLError(error.code, reason: error.reason, underlying: kind)
        }
    }

    /// Made on first use: loading the trust store is only worth it for https.
    private func tlsContext() throws -> TLSContext {
        try tls.withLock { context in
            if context == nil {
                context = Result { try TLSContext() }.mapError { $0 as? URLError ?? URLError(.secureConnectionFailed) }
            }
            return context!
        }.get()
    }
}
