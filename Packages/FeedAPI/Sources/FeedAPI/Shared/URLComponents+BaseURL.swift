import Foundation

extension URLComponents {
    /// The scheme, host, port and path of `baseURL` followed by `path` (which starts with "/"). Rebuilt
    /// from parts so the base's user info, query and fragment never leak into requests.
    init(baseURL: URL, appendingPath path: String) {
        let base = URLComponents(url: baseURL, resolvingAgainstBaseURL: true)
        self.init()
        scheme = base?.scheme
        percentEncodedHost = base?.percentEncodedHost
        port = base?.port
        percentEncodedPath = Self.trimmingTrailingSlashes(base?.percentEncodedPath ?? "") + path
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var path = path
        while path.hasSuffix("/") {
            path.removeLast()
        }
        return path
    }
}
