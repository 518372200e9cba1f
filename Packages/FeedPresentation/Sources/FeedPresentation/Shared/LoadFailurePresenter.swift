import FeedFeature
import Foundation

/// Words why a load failed, in the user's language, from the failure's kind: a message that says
/// what happened, and the reason alone for a view with room for no more ("HTTP 404", "timed out
/// after 30 s", "not a valid feed").
///
/// What happened decides the message. A server that could not be reached, or did not answer in
/// time, is a failure to connect ("Couldn't connect to server: connection refused"); a server
/// that answered, with an error status, a body that is not what was asked for, or one too large,
/// is said to have answered ("The server answered with an error: HTTP 500"), so a user never
/// looks for a network problem where the server has one. A load a scripted run gave up on when its
/// time ran out is neither: it was not loaded, and says so.
///
/// Only a `LoadFailure` has a reason; any other error, and a connection failure nothing more is
/// known of, has none, and the message to connect stands alone. Given the `server` (`host:port`),
/// a failure to connect names it ("Couldn't connect to server 127.0.0.1:8080: connection
/// refused"): which server could not be reached is the first thing to check.
enum LoadFailurePresenter {
    static func errorViewModel(for error: Error, server: String? = nil) -> ResourceErrorViewModel {
        guard let failure = error as? LoadFailure, let reason = reason(for: failure) else {
            return .error(message: connectionError(to: server))
        }
        return .error(message: message(for: failure, reason: reason, server: server), reason: reason)
    }

    static func reason(for error: Error) -> String? {
        (error as? LoadFailure).flatMap(reason(for:))
    }

    /// The message of a failure to connect, without a reason.
    static var connectionError: String {
        PresentationStrings.localized("GENERIC_CONNECTION_ERROR", table: "Shared")
    }

    private static func connectionError(to server: String?) -> String {
        server.map { PresentationStrings.formatted("CONNECTION_ERROR_TO_SERVER", table: "Shared", $0) }
            ?? connectionError
    }

    private static func message(for failure: LoadFailure, reason: String, server: String?) -> String {
        switch failure {
        case .connectivity, .timedOut:
            PresentationStrings.formatted("ERROR_WITH_REASON", table: "Shared", connectionError(to: server), reason)
        case .httpStatus:
            formatted("ANSWER_HTTP_STATUS", reason)
        case let .invalidData(expected):
            localized(invalidAnswerKey(expected))
        case let .imageFormatNotDrawn(format):
            formatted("ANSWER_IMAGE_FORMAT_NOT_DRAWN", format)
        case let .tooLarge(limit):
            formatted("ANSWER_TOO_LARGE", size(limit))
        case .unsupportedContentEncoding:
            localized("ANSWER_UNSUPPORTED_CONTENT_ENCODING")
        case .runTimeRanOut:
            localized("RUN_TIME_RAN_OUT")
        }
    }

    private static func reason(for failure: LoadFailure) -> String? {
        switch failure {
        case let .connectivity(connectivity):
            reason(for: connectivity)
        case let .httpStatus(code):
            formatted("LOAD_FAILURE_HTTP_STATUS", String(code))
        case let .invalidData(expected):
            localized(invalidDataKey(expected))
        case let .imageFormatNotDrawn(format):
            formatted("LOAD_FAILURE_IMAGE_FORMAT_NOT_DRAWN", format)
        case let .tooLarge(limit):
            formatted("LOAD_FAILURE_TOO_LARGE", size(limit))
        case .unsupportedContentEncoding:
            // The encoding's name comes from the server: it is not repeated to the user.
            localized("LOAD_FAILURE_UNSUPPORTED_CONTENT_ENCODING")
        case let .timedOut(seconds?):
            formatted("LOAD_FAILURE_TIMED_OUT_AFTER", seconds.formatted(.number.locale(Localization.locale)))
        case .timedOut(nil):
            localized("LOAD_FAILURE_TIMED_OUT")
        case .runTimeRanOut:
            localized("LOAD_FAILURE_RUN_TIME_RAN_OUT")
        }
    }

    private static func reason(for connectivity: LoadFailure.Connectivity) -> String? {
        switch connectivity {
        case .hostNotFound: localized("LOAD_FAILURE_HOST_NOT_FOUND")
        case .connectionRefused: localized("LOAD_FAILURE_CONNECTION_REFUSED")
        case .networkUnreachable: localized("LOAD_FAILURE_NETWORK_UNREACHABLE")
        case .connectionReset: localized("LOAD_FAILURE_CONNECTION_RESET")
        case .connectionClosed: localized("LOAD_FAILURE_CONNECTION_CLOSED")
        case .certificateNotTrusted: localized("LOAD_FAILURE_CERTIFICATE_NOT_TRUSTED")
        case .certificateExpired: localized("LOAD_FAILURE_CERTIFICATE_EXPIRED")
        case .certificateNotYetValid: localized("LOAD_FAILURE_CERTIFICATE_NOT_YET_VALID")
        case .certificateSelfSigned: localized("LOAD_FAILURE_CERTIFICATE_SELF_SIGNED")
        case .certificateUnknownIssuer: localized("LOAD_FAILURE_CERTIFICATE_UNKNOWN_ISSUER")
        case .certificateHostMismatch: localized("LOAD_FAILURE_CERTIFICATE_HOST_MISMATCH")
        case let .proxyUnreachable(proxy): formatted("LOAD_FAILURE_PROXY_UNREACHABLE", proxy)
        case let .proxyRefused(proxy, status?): formatted("LOAD_FAILURE_PROXY_REFUSED_TUNNEL", proxy, String(status))
        case let .proxyRefused(proxy, nil): formatted("LOAD_FAILURE_PROXY_REFUSED", proxy)
        case let .socksRefused(proxy, refusal): reason(for: refusal, by: proxy)
        case let .proxySecureConnectionFailed(proxy, connectivity):
            formatted(
                "LOAD_FAILURE_PROXY_TLS", proxy,
                reason(for: connectivity) ?? localized("LOAD_FAILURE_SECURE_CONNECTION_FAILED"))
        case .secureConnectionFailed: localized("LOAD_FAILURE_SECURE_CONNECTION_FAILED")
        case .tooManyRedirects: localized("LOAD_FAILURE_TOO_MANY_REDIRECTS")
        case .malformedResponse: localized("LOAD_FAILURE_MALFORMED_RESPONSE")
        case .unsupportedURL: localized("LOAD_FAILURE_UNSUPPORTED_URL")
        case .unknown: nil
        }
    }

    /// The refusal's words as curl and RFC 1928 name them; SOCKS4's want of IPv6 as a whole sentence,
    /// since the proxy was never asked.
    private static func reason(for refusal: LoadFailure.SOCKSRefusal, by proxy: String) -> String {
        let words: String
        switch refusal {
        case .ipv6NotSupported: return formatted("LOAD_FAILURE_SOCKS4_IPV6", proxy)
        case .generalFailure: words = localized("SOCKS_GENERAL_FAILURE")
        case .notAllowed: words = localized("SOCKS_NOT_ALLOWED")
        case .networkUnreachable: words = localized("SOCKS_NETWORK_UNREACHABLE")
        case .hostUnreachable: words = localized("SOCKS_HOST_UNREACHABLE")
        case .connectionRefused: words = localized("SOCKS_CONNECTION_REFUSED")
        case .ttlExpired: words = localized("SOCKS_TTL_EXPIRED")
        case .commandNotSupported: words = localized("SOCKS_COMMAND_NOT_SUPPORTED")
        case .addressTypeNotSupported: words = localized("SOCKS_ADDRESS_TYPE_NOT_SUPPORTED")
        case .rejected: words = localized("SOCKS_REJECTED")
        case .identityNotConfirmed: words = localized("SOCKS_IDENTITY_NOT_CONFIRMED")
        case .authenticationFailed: words = localized("SOCKS_AUTHENTICATION_FAILED")
        case let .other(code): words = formatted("SOCKS_OTHER", String(code))
        }
        return formatted("LOAD_FAILURE_SOCKS_REFUSED", proxy, words)
    }

    private static func invalidDataKey(_ expected: LoadFailure.Content?) -> String {
        switch expected {
        case .feed: "LOAD_FAILURE_INVALID_FEED"
        case .comments: "LOAD_FAILURE_INVALID_COMMENTS"
        case .image: "LOAD_FAILURE_INVALID_IMAGE"
        case nil: "LOAD_FAILURE_INVALID_DATA"
        }
    }

    private static func invalidAnswerKey(_ expected: LoadFailure.Content?) -> String {
        switch expected {
        case .feed: "ANSWER_INVALID_FEED"
        case .comments: "ANSWER_INVALID_COMMENTS"
        case .image: "ANSWER_INVALID_IMAGE"
        case nil: "ANSWER_INVALID_DATA"
        }
    }

    /// "32 MB", never broken across two lines. (The reasons' formats keep a number with its unit
    /// by a no-break space too.)
    private static func size(_ bytes: Int) -> String {
        Int64(bytes).formatted(.byteCount(style: .memory).locale(Localization.locale))
            .replacingOccurrences(of: " ", with: "\u{00A0}")
    }

    private static func localized(_ key: String) -> String {
        PresentationStrings.localized(key, table: "LoadFailure")
    }

    private static func formatted(_ key: String, _ arguments: String...) -> String {
        LocalizedFormat.string(PresentationStrings.localized(key, table: "LoadFailure"), arguments)
    }
}
