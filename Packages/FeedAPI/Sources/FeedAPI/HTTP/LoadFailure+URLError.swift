import FeedFeature
import Foundation

extension LoadFailure.Connectivity {
    /// From the error's code and, where the code alone does not say (a refused connection is
    /// `cannotConnectToHost` like any other), what is under it (`NSUnderlyingErrorKey`): the
    /// `errno` a client got, as a `POSIXError`, or the kind itself as a
    /// `LoadFailure.connectivity`, where only the client knows it (a proxy, a certificate's flaw).
    init(_ error: URLError) {
        if case let .connectivity(kind)? = error.userInfo[NSUnderlyingErrorKey] as? LoadFailure {
            self = kind
            return
        }
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
