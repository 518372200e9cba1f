import Foundation

extension URLError {
    /// An error of `code` that says why, for logs and messages, with what more is known under it
    /// (`NSUnderlyingErrorKey`), for the loaders to tell failures of one code apart.
    init(_ code: URLError.Code, reason: String, underlying: (any Error)? = nil) {
        var userInfo: [String: Any] = [NSLocalizedDescriptionKey: reason]
        userInfo[NSUnderlyingErrorKey] = underlying
        self.init(code, userInfo: userInfo)
    }

    /// With the system's error number under it, as a `POSIXError`: a refused connection and an
    /// unreachable network are both `cannotConnectToHost`.
    init(_ code: URLError.Code, reason: String, systemError: Int32?) {
        self.init(
            code, reason: reason, underlying: systemError.flatMap(POSIXErrorCode.init(rawValue:)).map(POSIXError.init))
    }

    /// The system's error number under this error, if any.
    var systemError: Int32? {
        (userInfo[NSUnderlyingErrorKey] as? POSIXError)?.code.rawValue
    }
}
