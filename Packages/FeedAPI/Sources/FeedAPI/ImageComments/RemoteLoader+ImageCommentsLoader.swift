import FeedFeature
import Foundation

/// The loader is made for one image's comments URL (`ImageCommentsEndpoint`).
extension RemoteLoader: ImageCommentsLoader where Resource == [ImageComment] {
    public convenience init(url: URL, client: any HTTPClient) {
        self.init(url: url, client: client, reading: ImageCommentsMapper.reader)
    }

    public func loadComments(completion: @escaping @Sendable (ImageCommentsLoader.Result) -> Void)
        -> ImageCommentsRequest
    {
        start(completion: completion)
    }
}
