import FeedFeature
import Foundation

extension RemoteLoader: FeedLoader where Resource == [FeedImage] {
    public convenience init(url: URL, client: any HTTPClient) {
        self.init(url: url, client: client, reading: FeedItemsMapper.reader)
    }
}
