import Composition
import Foundation

/// What the user asked for on the command line.
struct LaunchOptions: Equatable {
    var baseURL: URL?
    var timeout: TimeInterval = 30
    var noColor = false
    var language: String?
    var logPath: String?
    var cacheDirectory: String?
    var noCache = false
    var front = FeedTTYComposer.Front.text
    var images = Images.auto
    var imageRows = 8
    var action: Action = .run

    /// `--images`: how thumbnails are drawn, if at all.
    enum Images: String, Equatable, CaseIterable {
        case auto, kitty, iterm, sixel, blocks, none
    }

    enum Action: Equatable {
        case run
        case showHelp
        case showVersion
    }
}
