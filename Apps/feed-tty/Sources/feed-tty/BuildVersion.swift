import FeedTTYBuild
import Foundation

/// What this binary is a build of, as FeedTTYBuild holds it: the version from the repository's
/// VERSION file, read by the compiler, and the commit Scripts/build-release found with git.
enum BuildVersion {
    /// VERSION's one line, e.g. "0.1.0".
    static let number = String(cString: feed_tty_build_version()).trimmingCharacters(in: .whitespacesAndNewlines)

    /// The commit, e.g. "3f2a1b9c0d1e" ("-dirty" after it when the tree had uncommitted changes).
    /// A plain `swift build` is given none, and says so rather than guessing.
    static let commit: String = {
        let commit = String(cString: feed_tty_build_commit())
        return commit.isEmpty ? "unknown (not built by Scripts/install or Scripts/package)" : commit
    }()
}
