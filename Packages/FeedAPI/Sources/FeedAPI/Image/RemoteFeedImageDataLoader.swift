import FeedFeature
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Not `Sendable`, for the same reason as `RemoteLoader`: it holds a client that need not be.
/// Like `RemoteLoader`, it stops delivering once it is deallocated; a cancelled task never delivers.
public final class RemoteFeedImageDataLoader: FeedImageDataLoader {
    public enum Error: Swift.Error, Equatable {
        case connectivity
        case invalidData
    }

    /// Lives exactly as long as this loader (see `RemoteLoader.LifetimeToken`).
    private final class LifetimeToken: Sendable {}

    private let client: any HTTPClient
    private let token = LifetimeToken()

    public init(client: any HTTPClient) {
        self.client = client
    }

    public func loadImageData(
        from url: URL, completion: @escaping @Sendable (FeedImageDataLoader.Result) -> Void
    ) -> FeedImageDataRequest {
        CancellableHTTPLoad(completion: completion) { [client, token] deliver in
            client.get(from: url) { [weak token] result in
                guard token != nil else { return }

                deliver(Self.map(result))
            }
        }
    }

    private static func map(_ result: HTTPClient.Result) -> FeedImageDataLoader.Result {
        result
            .mapError { $0.isUnusableResponse ? Error.invalidData : Error.connectivity }
            .flatMap { data, response in
                Result { try FeedImageDataMapper.map(data, from: response) }.mapError { _ in Error.invalidData }
            }
    }
}
