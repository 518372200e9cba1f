import Foundation

/// Whether a configuration file may be trusted: it chooses the server feed-tty talks to (and the
/// files it writes), so a file that someone else can change is refused, as ssh refuses such a
/// `~/.ssh/config`. Its directories are not checked: a file swapped in through a writable
/// directory belongs to whoever swapped it, which the owner check catches.
enum ConfigFilePermissions {
    enum Problem: Equatable {
        /// Group or others may write to it; `mode` is its permission bits.
        case writableByOthers(mode: mode_t)
        case ownedByAnotherUser
    }

    /// A file of `user`'s or of root's (who can change any file anyway, ssh's rule too) that only
    /// its owner may write to is trusted; the problem with any other.
    static func problem(mode: mode_t, owner: uid_t, user: uid_t) -> Problem? {
        guard owner == user || owner == 0 else { return .ownedByAnotherUser }
        let writableByGroupOrOthers: mode_t = 0o022
        guard mode & writableByGroupOrOthers == 0 else { return .writableByOthers(mode: mode & 0o7777) }
        return nil
    }

    /// As `ls -l` and `chmod` write permission bits: four octal digits ("0664").
    static func octal(_ mode: mode_t) -> String {
        let digits = String(mode & 0o7777, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
