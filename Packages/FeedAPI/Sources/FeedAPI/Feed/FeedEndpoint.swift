import FeedFeature
import Foundation

public enum FeedEndpoint {
    case get(after: FeedImage? = nil)

    private static let pageSize = 10

    public func url(baseURL: URL) -> URL {
        switch self {
        case let .get(image):
            var components = URLComponents(baseURL: baseURL, appendingPath: "/v1/feed")
            components.queryItems = [
                URLQueryItem(name: "limit", value: "\(Self.pageSize)"),
                image.map { URLQueryItem(name: "after_id", value: $0.id.uuidString) },
            ].compactMap { $0 }
            return components.url!
        }
    }
}
