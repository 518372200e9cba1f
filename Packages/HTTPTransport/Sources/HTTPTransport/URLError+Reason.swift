import Foundation

extension URLError {
    /// An error of `code` that says why, for logs and messages.
    init(_ code: URLError.Code, reason: String) {
        self.init(code, userInfo: [NSLocalizedDescriptionKey: reason])
    }
}
