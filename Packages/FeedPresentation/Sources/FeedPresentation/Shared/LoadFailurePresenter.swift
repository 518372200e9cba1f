import FeedFeature
import Foundation

/// Words why a load failed, in the user's language: the reason that follows the error message
/// ("HTTP 404", "timed out after 30 s", "not a valid feed"). Only a `LoadFailure` has one; any
/// other error, and a connection failure nothing more is known of, has none, and the message
/// stands alone.
enum LoadFailurePresenter {
    static func reason(for error: Error) -> String? {
        (error as? LoadFailure).flatMap(reason(for:))
    }

    private static func reason(for failure: LoadFailure) -> String? {
        switch failure {
        case let .connectivity(connectivity):
            reason(for: connectivity)
        case let .httpStatus(code):
            formatted("LOAD_FAILURE_HTTP_STATUS", String(code))
        case let .invalidData(expected):
            localized(invalidDataKey(expected))
        case let .tooLarge(limit):
            formatted("LOAD_FAILURE_TOO_LARGE", size(limit))
        case .unsupportedContentEncoding:
            // The encoding's name comes from the server: it is not repeated to the user.
            localized("LOAD_FAILURE_UNSUPPORTED_CONTENT_ENCODING")
        case let .timedOut(seconds?):
            formatted("LOAD_FAILURE_TIMED_OUT_AFTER", seconds.formatted(.number.locale(Localization.locale)))
        case .timedOut(nil):
            localized("LOAD_FAILURE_TIMED_OUT")
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
        case .secureConnectionFailed: localized("LOAD_FAILURE_SECURE_CONNECTION_FAILED")
        case .tooManyRedirects: localized("LOAD_FAILURE_TOO_MANY_REDIRECTS")
        case .malformedResponse: localized("LOAD_FAILURE_MALFORMED_RESPONSE")
        case .unsupportedURL: localized("LOAD_FAILURE_UNSUPPORTED_URL")
        case .unknown: nil
        }
    }

    private static func invalidDataKey(_ expected: LoadFailure.Content?) -> String {
        switch expected {
        case .feed: "LOAD_FAILURE_INVALID_FEED"
        case .comments: "LOAD_FAILURE_INVALID_COMMENTS"
        case .image: "LOAD_FAILURE_INVALID_IMAGE"
        case nil: "LOAD_FAILURE_INVALID_DATA"
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

    private static func formatted(_ key: String, _ argument: String) -> String {
        PresentationStrings.formatted(key, table: "LoadFailure", argument)
    }
}
