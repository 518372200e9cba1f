/// What can be wrong with the settings that come from outside the command line: the
/// configuration file, `FEED_TTY_URL` or a proxy variable. The app exits with status 78 (EX_CONFIG) and this
/// problem's message (`CommandLineHelp.message(for:)`), without the usage line: what was typed
/// is not at fault.
public enum ConfigurationProblem: Error, Equatable, Sendable {
    /// One line of the file at `path`, numbered from 1.
    case badLine(path: String, line: Int, ConfigFileLineProblem)
    /// The default file exists but cannot be read (a directory, no permission).
    case unreadableFile(path: String, reason: String)
    /// A pipe, a device or a socket, which could keep the start waiting for ever (a FIFO with no
    /// writer) or read without end: only a regular file (or a link to one) is read.
    case notARegularFile(path: String)
    /// Larger than any configuration file of a few lines: something else, or not ours.
    case tooLarge(path: String, maximumKilobytes: Int)
    /// Other users can change the file: it chooses the server feed-tty talks to, so it is not read.
    /// `mode` is its permission bits in octal, as `ls -l` and `chmod` speak of them ("0664").
    case writableByOthers(path: String, mode: String)
    /// The file belongs to another user, who could change it at any time.
    case ownedByAnotherUser(path: String)
    /// An environment variable (`FEED_TTY_URL`) whose value the matching option would refuse.
    case badEnvironment(variable: String, UsageProblem)
    /// A proxy variable (`https_proxy`, …) naming no proxy feed-tty can use: going direct instead
    /// could send the user around a proxy they rely on. `value` has its password hidden.
    case unusableProxy(variable: String, value: String)
    /// `--images kitty` at a terminal inside tmux that does not pass escape sequences on to the
    /// terminal outside (`allow-passthrough` off, or a tmux too old to have it): tmux would take
    /// the pictures for its own, and show their data in the window's title.
    case tmuxPassesNoPictures
}
