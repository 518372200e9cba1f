import FeedFeature
import Foundation

extension LaunchConfiguration.ConfigFile {
    /// Whether the file's `url` holds a user name or password (a token) that its group or other
    /// users may read: the configuration file is one place `ps` does not show a password, and
    /// mode 0644, what a default umask gives, shows it to everyone anyway.
    var hasCredentialsReadableByOthers: Bool {
        let readableByGroupOrOthers: mode_t = 0o044
        guard let mode, mode & readableByGroupOrOthers != 0, let url = entries["url"]?.value else { return false }
        // As in text, not as a value: an `@` in the path (`image@2x`) is no password.
        return URLRedaction.hidingUserInfo(in: url) != url
    }
}
