import FeedFeature
import Foundation

extension LoadFailure.Connectivity {
    /// From the error's code and, where the code alone does not say (a refused connection is
    /// `cannotConnectToHost` like any other), the system error under it: clients put the `errno`
    /// they got as a `POSIXError` under `NSUnderlyingErrorKey`.
    init(_ error: URLError) {
        switch error.code {
        case .cannotFindHost, .dnsLookupFailed:
            self = .hostNotFound
        case .notConnectedToInternet:
            self = .networkUnreachable
        case .cannotConnectToHost:
            self = Self(systemError: error.underlyingPOSIXCode) ?? .unknown
        case .networkConnectionLost:
            self = Self(systemError: error.underlyingPOSIXCode) ?? .connectionClosed
        case .serverCertificateUntrusted, .serverCertificateHasUnknownRoot, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid:
            self = .certificateNotTrusted
        case .secureConnectionFailed:
            self = .secureConnectionFailed
        case .httpTooManyRedirects:
            self = .tooManyRedirects
        case .badServerResponse, .cannotParseResponse:
            self = .malformedResponse
        case .unsupportedURL, .badURL:
            self = .unsupportedURL
        default:
            self = .unknown
        }
    }

    private init?(systemError code: POSIXErrorCode?) {
        switch code {
        case .ECONNREFUSED: self = .connectionRefused
        case .ENETUNREACH, .EHOSTUNREACH: self = .networkUnreachable
        case .ECONNRESET: self = .connectionReset
        default: return nil
        }
    }
}

extension URLError {
    fileprivate var underlyingPOSIXCode: POSIXErrorCode? {
        guard let underlying = (userInfo[NSUnderlyingErrorKey] as? any Error).map({ $0 as NSError }),
            underlying.domain == NSPOSIXErrorDomain
        else { return nil }
        return POSIXErrorCode(rawValue: Int32(truncatingIfNeeded: underlying.code))
    }
}
