import Foundation

/// Why a load failed, kept as a kind from where it is known (the HTTP client, a mapper, a
/// deadline) to where it is worded in the user's language (presentation), so that no layer ever
/// reads another's text. It names kinds, never words.
public enum LoadFailure: Error, Equatable, Sendable {
    /// The server could not be reached, or the exchange with it broke off.
    case connectivity(Connectivity)
    /// The server answered with a status the resource never comes with.
    case httpStatus(Int)
    /// The server answered, but not with what was expected: a feed, comments, an image, or
    /// (`nil`) whatever the loader expected.
    case invalidData(expected: Content?)
    /// The server answered with a picture in a format known by name (`format`: AVIF, BMP, …)
    /// whose pictures are not drawn here.
    case imageFormatNotDrawn(String)
    /// The response's body is over `limit` bytes.
    case tooLarge(limit: Int)
    /// The server encoded the body (`encoding`: gzip, br, …) although it was asked for as it is.
    case unsupportedContentEncoding(String)
    /// No result in time: `seconds` when the deadline is known where the load failed.
    case timedOut(seconds: TimeInterval?)
    /// Not loaded: a scripted run's time after its input ended (`seconds` with no load answered)
    /// ran out first. The request may never have been sent, so it did not time out: the run ended.
    case runTimeRanOut(seconds: TimeInterval)

    public enum Connectivity: Equatable, Sendable {
        case hostNotFound
        case connectionRefused
        case networkUnreachable
        case connectionReset
        /// The server closed the connection before the response was complete.
        case connectionClosed
        /// The certificate was refused, for no reason below, or none known.
        case certificateNotTrusted
        case certificateExpired
        case certificateNotYetValid
        case certificateSelfSigned
        /// Issued by no authority the system trusts.
        case certificateUnknownIssuer
        /// Valid, but for another host name (or address).
        case certificateHostMismatch
        /// The proxy the environment names (`proxy`: its host and port) could not be reached.
        case proxyUnreachable(proxy: String)
        /// The proxy refused to connect to the server: with the HTTP status it answered a
        /// `CONNECT` with, or nil (a SOCKS proxy).
        case proxyRefused(proxy: String, status: Int?)
        /// The SOCKS proxy (`proxy`: its host and port) did not connect to the server, for a
        /// reason it gave or one known before asking it.
        case socksRefused(proxy: String, reason: SOCKSRefusal)
        /// TLS to an https proxy (`proxy`: its host and port) failed, for `reason` (a flaw of its
        /// certificate, a failed handshake): the proxy's, not the server's.
        indirect case proxySecureConnectionFailed(proxy: String, reason: Connectivity)
        /// The TLS handshake failed for another reason than the certificate.
        case secureConnectionFailed
        case tooManyRedirects
        /// What came back is not HTTP as the client understands it.
        case malformedResponse
        /// A URL (the base URL, a redirect's target) that cannot be requested.
        case unsupportedURL
        /// Nothing more is known than that the connection failed.
        case unknown
    }

    /// Why a SOCKS proxy did not connect to the server: the reply codes of SOCKS5 (RFC 1928) and
    /// SOCKS4, as curl names them, and what SOCKS cannot carry at all.
    public enum SOCKSRefusal: Equatable, Sendable {
        case generalFailure
        case notAllowed
        case networkUnreachable
        case hostUnreachable
        case connectionRefused
        case ttlExpired
        case commandNotSupported
        case addressTypeNotSupported
        /// SOCKS4's "request rejected or failed".
        case rejected
        /// SOCKS4: the proxy asked this machine's identd who the user is, and got no or another answer.
        case identityNotConfirmed
        /// SOCKS5: the user name and password in the proxy setting were refused, or none of the
        /// ways to authenticate that feed-tty offers was accepted.
        case authenticationFailed
        /// SOCKS4 carries IPv4 addresses only: the proxy was not asked to reach an IPv6 one.
        case ipv6NotSupported
        /// A reply code outside the protocol.
        case other(code: Int)
    }

    public enum Content: Equatable, Sendable {
        case feed
        case comments
        case image
    }
}
