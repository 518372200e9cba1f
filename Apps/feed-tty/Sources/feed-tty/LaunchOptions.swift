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
    var action: Action = .run

    enum Action: Equatable {
        case run
        case showHelp
        case showVersion
    }
}
