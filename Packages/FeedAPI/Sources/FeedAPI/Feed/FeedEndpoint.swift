import FeedFeature
import Foundation

public enum FeedEndpoint {
    case get(after: FeedImage? = nil)

    private static let pageSize = 10

    public func url(baseURL: URL) -> URL {
        switch self {
        case let .get(image):
            // Rebuilt from parts so the base's user info, query and fragment never leak into requests.
            let base = URLComponents(url: baseURL, resolvingAgainstBaseURL: true)
            var components = URLComponents()
            components.scheme = base?.scheme
            components.percentEncodedHost = base?.percentEncodedHost
            components.port = base?.port
            components.percentEncodedPath = Self.trimmingTrailingSlashes(base?.percentEncodedPath ?? "") + "/v1/feed"
            components.queryItems = [
                URLQueryItem(name: "limit", value: "\(Self.pageSize)"),
                image.map { URLQueryItem(name: "after_id", value: $0.id.uuidString) },
            ].compactMap { $0 }
            return components.url!
        }
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var path = path
        while path.hasSuffix("/") {
            path.removeLast()
        }
        return path
    }
}
