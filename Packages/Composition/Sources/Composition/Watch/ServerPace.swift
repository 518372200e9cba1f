import FeedAPI
import FeedFeature
import Foundation

/// What the server's last answer for the feed's first page said about asking again: for how long
/// the answer stays fresh (`Cache-Control: max-age`, else `Expires` less `Date`) and, after a `429`
/// or a `503`, how long it asked its clients to wait (`Retry-After`). Written where the answer's
/// head is read (a background queue), read by the watch on the main queue once the load settled.
final class ServerPace: Sendable {
    struct Answer: Equatable, Sendable {
        var freshnessLifetime: TimeInterval?
        var retryAfter: TimeInterval?
    }

    // Written by the HTTP client's queue, read by the main queue.
    private let last = HandOffMutex(Answer())

    var lastAnswer: Answer { last.withLock { $0 } }

    /// A new request: what an earlier answer said is no longer news.
    func forget() {
        last.withLock { $0 = Answer() }
    }

    func record(_ response: HTTPResponse, now: Date) {
        let isAskingToWait = response.statusCode == 429 || response.statusCode == 503
        let answer = Answer(
            freshnessLifetime: response.freshnessLifetime,
            retryAfter: isAskingToWait ? response.retryAfter(now: now) : nil)
        last.withLock { $0 = answer }
    }
}
