import FeedFeature
import Foundation

extension RemoteLoaderFactory: FeedImageDataLoader where Resource == Data {
    public convenience init(client: any HTTPClient) {
        self.init(client: client, mapper: FeedImageDataMapper.map)
    }

    public func loadImageData(from url: URL, completion: @escaping @Sendable (FeedImageDataLoader.Result) -> Void)
        -> FeedImageDataRequest
    {
        makeLoader(for: url).start(completion: completion)
    }
}
