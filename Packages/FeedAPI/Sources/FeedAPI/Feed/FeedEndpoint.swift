import FeedFeature
import Foundation

public enum FeedEndpoint {
    case get(after: FeedImage? = nil)

    /// How many images a page asks for: a page with fewer is the last (`limit` is a maximum).
    public static let pageSize = 10

    /// The request URL under `baseURL`, or nil when `baseURL` cannot make one (see
    /// `URLComponents.requestURL`): a base URL comes from the user, so it must never trap.
    public func url(baseURL: URL) -> URL? {
        switch self {
        case let .get(image):
            var components = URLComponents(baseURL: baseURL, appendingPath: "/v1/feed")
            components.queryItems = [
                URLQueryItem(name: "limit", value: "\(Self.pageSize)"),
                image.map { URLQueryItem(name: "after_id", value: $0.id.uuidString) },
            ].compactMap { $0 }
            return components.requestURL
        }
    }
}
