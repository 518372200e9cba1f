import FeedCache
import FeedFeature
import Foundation

func uniqueImage() -> FeedImage {
    FeedImage(id: UUID(), description: "any", location: "any", url: URL(string: "https://any-url.com/\(UUID())")!)
}

func uniqueImageFeed() -> (models: [FeedImage], local: [LocalFeedImage]) {
    let models = [uniqueImage(), FeedImage(id: UUID(), description: nil, location: nil, url: anyImageURL())]
    let local = models.map {
        LocalFeedImage(id: $0.id, description: $0.description, location: $0.location, url: $0.url)
    }
    return (models, local)
}

func anyImageURL() -> URL {
    URL(string: "https://a-url.com/image.png")!
}

/// A fixed "now" with a fractional part, so tests never depend on the wall clock and a store
/// that rounds timestamps is caught.
func fixedCurrentDate() -> Date {
    Date(timeIntervalSince1970: 1_600_000_000.123_456)
}

extension Date {
    /// The oldest timestamp that is already expired: the cache policy is seven calendar days.
    func minusFeedCacheMaxAge() -> Date {
        adding(days: -7)
    }

    func adding(days: Int) -> Date {
        Calendar(identifier: .gregorian).date(byAdding: .day, value: days, to: self)!
    }

    func adding(seconds: TimeInterval) -> Date {
        self + seconds
    }
}
