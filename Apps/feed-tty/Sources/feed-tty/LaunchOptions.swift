import Composition
import Foundation

/// What the user asked for: on the command line, in `FEED_TTY_URL` and in the configuration file
/// (`LaunchConfiguration` merges them).
struct LaunchOptions: Equatable {
    var baseURL: URL?
    var timeout: TimeInterval = 30
    var noColor = false
    /// `--no-links`: no image line is a link, even at a terminal that opens them.
    var noLinks = false
    /// `--watch`: the feed checked by itself, at most every `watchInterval` seconds.
    var watch = false
    var watchInterval = FeedTTYComposer.Configuration.defaultWatchInterval
    var language: String?
    var logPath: String?
    var cacheDirectory: String?
    var noCache = false
    var front = FeedTTYComposer.Front.text
    var images = Images.auto
    /// `--image-rows`; nil: chosen from the terminal (`ThumbnailSettings.defaultRows`).
    var imageRows: Int?
    /// Only the command line says which configuration file to read.
    var configFile = ConfigFileChoice.standard
    var action: Action = .run

    /// `--images`: how thumbnails are drawn, if at all.
    enum Images: String, Equatable, CaseIterable {
        case auto, kitty, iterm, sixel, blocks, none
    }

    /// `--config FILE`, `--no-config`, or neither.
    enum ConfigFileChoice: Equatable {
        /// `$XDG_CONFIG_HOME/feed-tty/config` (`ConfigFileLocation`), when it exists.
        case standard
        /// This file, which must exist.
        case path(String)
        case none
    }

    enum Action: Equatable {
        case run
        case showHelp
        case showVersion
        /// `--generate-completion-script SHELL`.
        case printCompletionScript(shell: String)
    }
}
