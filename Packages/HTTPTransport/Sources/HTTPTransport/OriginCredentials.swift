import Foundation

/// A user name and password for one origin, from a URL's user info (`--url
/// https://ana:s3cret@host/…`), `%`-decoded as curl decodes them. The transport sends them as Basic
/// authentication to requests for that origin (scheme, host and port) and no other: not after a
/// redirect to another origin, not to image hosts elsewhere. They are never part of a request's
/// URL, so nothing that logs or caches URLs sees them.
public struct OriginCredentials: Equatable, Sendable {
    let origin: HTTPOrigin
    let authorization: String

    /// Nil when `url` has no user name, or is no http(s) URL with a host.
    public init?(url: URL) {
        guard let user = url.user(percentEncoded: false), let origin = try? HTTPOrigin(of: url) else { return nil }
        let password = url.password(percentEncoded: false) ?? ""
        self.origin = origin
        authorization = "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
    }

    /// The `Authorization` value for a request to `origin`, if these credentials are its.
    func authorization(for origin: HTTPOrigin) -> String? {
        origin == self.origin ? authorization : nil
    }
}
