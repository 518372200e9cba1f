import FeedAPI
import FeedCache
import FeedFeature
import Foundation
import ImageDecoding

/// What the image recipe decides as a private HTTP cache (RFC 9111), each a rule of its own so
/// the recipe in `FeedLoads+Image` reads as the order of its loads.
extension FeedLoads {
    /// The answer's bytes, or, for a `304`, the stale copy's it confirms. Only a request that named
    /// a copy is answered so (`RemoteImageDataLoader` fails any other `304`).
    nonisolated static func bytes(of answer: ImageDataAnswer, confirming stale: StaleImageData?) throws -> Data {
        guard let data = answer.data ?? stale?.data else { throw LoadFailure.httpStatus(304) }
        return data
    }

    /// The copy the cache has but may not show unasked; nil when it has none, or none it can read.
    nonisolated static func staleCopy(_ noFreshCopy: Error) -> StaleImageData? {
        guard case let .stale(copy) = noFreshCopy as? LocalFeedImageDataLoader.LoadError else { return nil }
        return copy
    }

    /// New bytes are kept when their server allows it and they read as an image; a `304`'s headers
    /// always (the bytes they confirm were kept as an image).
    nonisolated static func isWorthKeeping(_ answer: ImageDataAnswer) -> Bool {
        answer.mayBeStored && (answer.data.map(isImage) ?? true)
    }

    /// The server could not be reached or asked in time (a disconnected cache), or failed (`5xx`):
    /// a stale copy may then be shown (RFC 9111 §4.2.4, §4.3.3). Any other answer is the image's.
    nonisolated static func couldNotAsk(_ failure: Error) -> Bool {
        switch failure as? LoadFailure {
        case .connectivity, .timedOut: true
        case let .httpStatus(status): (500...599).contains(status)
        default: false
        }
    }

    /// Only data that reads as an image the terminal can show is worth keeping: a web page served
    /// where an image should be must not be what an offline user gets forever.
    nonisolated static func isImage(_ data: Data) -> Bool {
        (try? ImageHeaderReader.read(data)) != nil
    }
}
