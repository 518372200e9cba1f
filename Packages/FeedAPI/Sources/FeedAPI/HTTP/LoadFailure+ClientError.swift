import FeedFeature
import Foundation

extension LoadFailure {
    /// Why an `HTTPClient` failed, from what clients throw: `URLError` (URLSession's, and the
    /// transport's, which speaks it too), this package's size and encoding errors, or a
    /// `LoadFailure` already. Anything else is a connection failure nothing more is known of.
    init(clientError error: Error) {
        switch error {
        case let failure as LoadFailure:
            self = failure
        case let error as ResponseTooLargeError:
            self = .tooLarge(limit: error.limit)
        case let error as UnsupportedContentEncodingError:
            self = .unsupportedContentEncoding(error.encoding)
        case let error as URLError where error.code == .timedOut:
            // The client's own deadline, whose length only the client knows, and may say.
            self = .timedOut(seconds: (error.userInfo[NSUnderlyingErrorKey] as? ClientTimeoutError)?.seconds)
        case let error as URLError:
            self = .connectivity(Connectivity(error))
        default:
            self = .connectivity(.unknown)
        }
    }
}
