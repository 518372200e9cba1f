import FeedFeature
import Foundation

func uniqueImage(description: String? = "a description", location: String? = "a location") -> FeedImage {
    FeedImage(
        id: UUID(), description: description, location: location, url: URL(string: "https://a-url.com/\(UUID())")!)
}
