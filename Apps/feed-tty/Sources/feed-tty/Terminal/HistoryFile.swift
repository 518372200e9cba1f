import FeedTextUI
import Foundation

/// The file the prompt's history is kept in between runs: `$XDG_STATE_HOME/feed-tty/history`,
/// else `~/.local/state/feed-tty/history` (the XDG Base Directory specification's place for
/// state, and its rule that a relative `XDG_STATE_HOME` is ignored).
///
/// What the user typed is theirs alone: the directory is made 0700 and the file 0600. The file
/// is replaced whole and atomically (a temporary file renamed over it), so a run that ends
/// mid-save, or two runs saving at once, leave one complete history (the last saved wins).
struct HistoryFile {
    /// A history of 1,000 lines of at most 4,096 bytes is at most about 4 MB; a bigger file (one
    /// that is not ours) is read from its end, so memory stays bounded whatever the file.
    static let maximumReadSize = 8 << 20

    let url: URL
    private let maximumReadSize: Int

    init(url: URL, maximumReadSize: Int = HistoryFile.maximumReadSize) {
        self.url = url
        self.maximumReadSize = maximumReadSize
    }

    /// Nil when the environment names neither an absolute `XDG_STATE_HOME` nor a `HOME`: there is
    /// nowhere to keep history, and the prompt works without.
    init?(environment: [String: String]) {
        guard let url = Self.url(environment: environment) else { return nil }
        self.init(url: url)
    }

    static func url(environment: [String: String]) -> URL? {
        let stateHome: URL
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            stateHome = URL(fileURLWithPath: xdg, isDirectory: true)
        } else if let home = environment["HOME"], !home.isEmpty {
            stateHome = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/state")
        } else {
            return nil
        }
        return stateHome.appendingPathComponent("feed-tty/history", isDirectory: false)
    }

    /// The history saved before; empty when there is none or it cannot be read (history is a
    /// convenience: it never stops the app).
    func load() -> CommandHistory {
        guard let bytes = OwnerOnlyFile.readLastLines(of: url, maximumSize: maximumReadSize) else {
            return CommandHistory()
        }
        return CommandHistory(fileContents: String(decoding: bytes, as: UTF8.self))
    }

    func save(_ history: CommandHistory) throws {
        try OwnerOnlyFile.replace(url, with: Array(history.fileContents.utf8))
    }
}
