import Foundation

extension FeedTTYComposer.Configuration {
    /// The API's server as a failure to connect names it (`127.0.0.1:8080`, `[::1]:8443`): its host
    /// and port, the scheme's own port when the URL gives none, and never the URL's user name or
    /// password. Nil for the demo feed, which has no server to check.
    var serverName: String? {
        guard !isDemo, let host = baseURL.host(percentEncoded: false), !host.isEmpty else { return nil }
        let port = baseURL.port ?? (baseURL.scheme?.lowercased() == "https" ? 443 : 80)
        let bracketed = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "\(bracketed):\(port)"
    }
}
