import Foundation

extension URLError {
    /// An error of `code` that says why, for logs and messages, with the system's error number
    /// under it when there is one, as a `POSIXError` under `NSUnderlyingErrorKey`: the loaders
    /// tell a refused connection from an unreachable network by it, as the code is the same.
    init(_ code: URLError.Code, reason: String, systemError: Int32? = nil) {
        var userInfo: [String: Any] = [NSLocalizedDescriptionKey: reason]
        if let code = systemError.flatMap(POSIXErrorCode.init(rawValue:)) {
            userInfo[NSUnderlyingErrorKey] = POSIXError(code)
        }
        self.init(code, userInfo: userInfo)
    }

    /// The system's error number under this error, if any.
    var systemError: Int32? {
        (userInfo[NSUnderlyingErrorKey] as? POSIXError)?.code.rawValue
    }
}
