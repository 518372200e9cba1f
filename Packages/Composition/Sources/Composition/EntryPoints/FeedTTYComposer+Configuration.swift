import FeedAPI
import FeedScreens
import FeedTextUI
import Foundation
import ResourceLoading

extension FeedTTYComposer {
    /// Everything the app is made of that the process decides: where the feed is, how to reach
    /// it, where to keep it offline, and how the terminal behaves.
    public struct Configuration {
        public var baseURL: URL
        public var httpClient: any HTTPClient
        /// Images may come through a client of their own (with its own size cap); else `httpClient`.
        public var imageHTTPClient: (any HTTPClient)?
        /// The longest any one load may take, start to end (`--timeout`); nil for no limit.
        public var requestTimeout: TimeInterval?
        public var isDemo: Bool
        /// Who reads the output: a person (`.text`) or a program (`.json`).
        public var front: Front
        public var isInteractive: Bool
        public var usesColor: Bool
        /// The terminal opens OSC 8 links: each item's image line links to its image.
        public var usesLinks: Bool
        /// The width to wrap lines to, asked as lines are written: a terminal may be resized.
        public var columns: () -> Int
        /// The terminal's height, asked as late pictures are placed.
        public var rows: () -> Int
        public var cache: Cache?
        /// At a terminal that shows pictures; nil: the header line alone.
        public var thumbnails: ItemThumbnails?
        public var log: (any LoadLogging)?
        /// Where `open N` sends an image's web address; nil: nowhere (says so).
        public var browser: (any BrowserLauncher)?
        /// Where Ctrl-C, SIGTERM and SIGQUIT come from, to end the app as `quit` does: the
        /// process's choice; nil (tests) leaves signals alone.
        public var signals: (any TerminationSignals)?
        public var terminate: (Int32) -> Void
        /// The clock every timer and deadline waits on: the main queue's, or a test's.
        public var scheduler: any MainScheduler
        /// Whether the feed is checked by itself from the start (`--watch`); `watch` and `unwatch`
        /// turn it on and off.
        public var watches: Bool
        /// How often a watch checks at most (`--watch-interval`), in seconds, at least 1; the server
        /// may ask for longer. By default five minutes: fresh enough for a person's feed, and rare
        /// enough for any publisher.
        public var watchInterval: TimeInterval
        public static let defaultWatchInterval: TimeInterval = 300

        public init(
            baseURL: URL,
            httpClient: any HTTPClient,
            imageHTTPClient: (any HTTPClient)? = nil,
            requestTimeout: TimeInterval? = nil,
            isDemo: Bool,
            front: Front = .text,
            isInteractive: Bool,
            usesColor: Bool,
            usesLinks: Bool = false,
            columns: @escaping () -> Int = { 80 },
            rows: @escaping () -> Int = { 24 },
            cache: Cache? = nil,
            thumbnails: ItemThumbnails? = nil,
            log: (any LoadLogging)? = nil,
            browser: (any BrowserLauncher)? = nil,
            signals: (any TerminationSignals)? = nil,
            terminate: @escaping (Int32) -> Void,
            scheduler: any MainScheduler = MainQueueScheduler(),
            watches: Bool = false,
            watchInterval: TimeInterval = Configuration.defaultWatchInterval
        ) {
            self.watches = watches
            self.watchInterval = watchInterval
            self.baseURL = baseURL
            self.httpClient = httpClient
            self.imageHTTPClient = imageHTTPClient
            self.requestTimeout = requestTimeout
            self.isDemo = isDemo
            self.front = front
            self.isInteractive = isInteractive
            self.usesColor = usesColor
            self.usesLinks = usesLinks
            self.columns = columns
            self.rows = rows
            self.cache = cache
            self.thumbnails = thumbnails
            self.log = log
            self.browser = browser
            self.signals = signals
            self.terminate = terminate
            self.scheduler = scheduler
        }

        var textStyle: TextStyle { TextStyle(usesColor: usesColor, usesLinks: usesLinks) }
    }
}
