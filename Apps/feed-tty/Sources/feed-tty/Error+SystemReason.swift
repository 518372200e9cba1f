import Foundation

extension Error {
    /// The system's own words for a failed file operation ("No space left on device"), which
    /// Foundation keeps as the underlying POSIX error; otherwise Foundation's description.
    var systemReason: String {
        let error = self as NSError
        let posixError = [error, error.userInfo[NSUnderlyingErrorKey] as? NSError]
            .compactMap { $0 }
            .first { $0.domain == NSPOSIXErrorDomain }
        return posixError.map { String(cString: strerror(Int32($0.code))) } ?? error.localizedDescription
    }
}
