import Foundation

public enum ImageCommentsEndpoint {
    case get(UUID)

    public func url(baseURL: URL) -> URL {
        switch self {
        case let .get(imageID):
            URLComponents(baseURL: baseURL, appendingPath: "/v1/image/\(imageID.uuidString)/comments").url!
        }
    }
}
