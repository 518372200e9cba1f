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

    /// `url`, when it is one a request can be sent to: with a scheme and a host. Foundation parses
    /// some base URLs whose parts it then cannot put back together (`http://a%20b`, `http://%00`)
    /// and drops hosts it cannot decode (`http://xn--e-9a.com`); either way there is nothing to
    /// request, and the caller decides what that means instead of trapping on it.
    var requestURL: URL? {
        guard let url, url.scheme != nil, let host = url.host, !host.isEmpty else { return nil }
        return url
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var path = path
        while path.hasSuffix("/") {
            path.removeLast()
        }
        return path
    }
}
