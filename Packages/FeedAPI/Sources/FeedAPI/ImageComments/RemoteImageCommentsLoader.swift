import FeedFeature
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Not `Sendable`, for the same reason as `RemoteLoader`: it holds a client that need not be.
/// Like `RemoteFeedImageDataLoader`, it stops delivering once it is deallocated (a screen that is
/// gone has no use for its comments); a cancelled task never delivers.
public final class RemoteImageCommentsLoader: ImageCommentsLoader {
    public enum Error: Swift.Error, Equatable {
        case connectivity
        case invalidData
    }

    /// Lives exactly as long as this loader (see `RemoteLoader.LifetimeToken`).
    private final class LifetimeToken: Sendable {}

    private let url: URL
    private let client: any HTTPClient
    private let token = LifetimeToken()

    public init(url: URL, client: any HTTPClient) {
        self.url = url
        self.client = client
    }

    public func loadComments(
        completion: @escaping @Sendable (ImageCommentsLoader.Result) -> Void
    ) -> ImageCommentsRequest {
        CancellableHTTPLoad(completion: completion) { [url, client, token] deliver in
            client.get(from: url) { [weak token] result in
                guard token != nil else { return }

                deliver(Self.map(result))
            }
        }
    }

    private static func map(_ result: HTTPClient.Result) -> ImageCommentsLoader.Result {
        result
            .mapError { $0.isUnusableResponse ? Error.invalidData : Error.connectivity }
            .flatMap { data, response in
                Result { try ImageCommentsMapper.map(data, from: response) }.mapError { _ in Error.invalidData }
            }
    }
}
