import Foundation

extension URL {
    /// The URL without `user:password@`: what names a feed's cache folder, so that no password,
    /// nor a hash of one, is kept on disk.
    var withoutUserInfo: URL {
        guard user != nil, var components = URLComponents(url: self, resolvingAgainstBaseURL: false) else {
            return self
        }
        components.user = nil
        components.password = nil
        return components.url ?? self
    }
}
