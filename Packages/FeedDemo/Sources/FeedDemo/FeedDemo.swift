import FeedAPI
import Foundation

/// The built-in demo feed, for `feed-tty` with no `--url`: the fixtures `Scripts/feed-server`
/// serves (bundled here, the one copy of them), answered in-process under the same contract.
/// Its client blocks its caller for a short latency, as a network would, and names no queue: the
/// app runs it off the main queue through the composition root, like any other `BlockingHTTPClient`.
public enum FeedDemo {
    /// Where the demo feed lives. An `.invalid` host never resolves, so nothing can leave the process.
    public static let baseURL = URL(string: "https://demo.feed-tty.invalid/essential-feed")!

    /// A client that answers each request under `baseURL` from the fixtures, `latency` seconds after
    /// it is performed (so loading states show), unless it is cancelled first.
    public static func makeClient(latency: TimeInterval = 0.15) -> any BlockingHTTPClient {
        DemoHTTPClient(server: DemoFeedServer(baseURL: baseURL, fixtures: .bundled), latency: latency)
    }
}
