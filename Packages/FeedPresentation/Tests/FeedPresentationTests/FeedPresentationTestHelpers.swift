import FeedFeature
import Foundation

func uniqueImage(description: String? = "any", location: String? = "any") -> FeedImage {
    FeedImage(id: UUID(), description: description, location: location, url: URL(string: "https://any-url.com")!)
}
