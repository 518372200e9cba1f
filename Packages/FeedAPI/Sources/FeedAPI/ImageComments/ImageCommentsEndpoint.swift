import Foundation

public enum ImageCommentsEndpoint {
    case get(UUID)

    /// The request URL under `baseURL`, or nil when `baseURL` cannot make one (see
    /// `URLComponents.requestURL`): a base URL comes from the user, so it must never trap.
    public func url(baseURL: URL) -> URL? {
        switch self {
        case let .get(imageID):
            URLComponents(baseURL: baseURL, appendingPath: "/v1/image/\(imageID.uuidString)/comments").requestURL
        }
    }
}
