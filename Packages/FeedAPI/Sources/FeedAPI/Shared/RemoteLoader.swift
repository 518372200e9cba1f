import FeedFeature
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Loads one resource over HTTP and maps it. Not `Sendable`: it holds an `HTTPClient`, which is not
/// required to be `Sendable`, and requiring it would push that constraint onto every client and
/// test double. The composition root decides which queue calls `load`.
public final class RemoteLoader<Resource: Sendable> {
    public typealias Mapper = @Sendable (Data, HTTPURLResponse) throws -> Resource
    public typealias Result = Swift.Result<Resource, Swift.Error>

    public enum Error: Swift.Error, Equatable {
        case connectivity
        case invalidData
    }

    /// Lives exactly as long as this loader. The client's `@Sendable` completion may only capture
    /// `Sendable` values, so it cannot hold `[weak self]` of this non-`Sendable` class; it holds a
    /// weak reference to this token instead to stop delivering once the loader is gone.
    private final class LifetimeToken: Sendable {}

    private let url: URL
    private let client: any HTTPClient
    private let mapper: Mapper
    private let token = LifetimeToken()

    public init(url: URL, client: any HTTPClient, mapper: @escaping Mapper) {
        self.url = url
        self.client = client
        self.mapper = mapper
    }

    /// Cancelling the returned request cancels the HTTP request; its completion is then never called.
    @discardableResult
    public func load(completion: @escaping @Sendable (Result) -> Void) -> FeedLoaderRequest {
        CancellableHTTPLoad(completion: completion) { [url, client, mapper, token] deliver in
            client.get(from: url) { [weak token] result in
                guard token != nil else { return }

                switch result {
                case let .success((data, response)):
                    deliver(Self.map(data, from: response, with: mapper))
                case let .failure(error):
                    deliver(.failure(error.isUnusableResponse ? Error.invalidData : Error.connectivity))
                }
            }
        }
    }

    private static func map(_ data: Data, from response: HTTPURLResponse, with mapper: Mapper) -> Result {
        do {
            return .success(try mapper(data, response))
        } catch {
            return .failure(Error.invalidData)
        }
    }
}

extension RemoteLoader: FeedLoader where Resource == [FeedImage] {
    public convenience init(url: URL, client: any HTTPClient) {
        self.init(url: url, client: client, mapper: { data, response in try FeedItemsMapper.map(data, from: response) })
    }
}
