import FeedFeature
import Foundation

/// The loader protocols of the domain as loads: where a loader's request becomes a load's cancel.
extension ResourceLoad where Resource == [FeedImage] {
    public init(_ loader: any FeedLoader) {
        self.init { completion in
            let request = loader.load(completion: completion)
            return { request.cancel() }
        }
    }
}

extension ResourceLoad where Resource == [ImageComment] {
    public init(_ loader: any ImageCommentsLoader) {
        self.init { completion in
            let request = loader.loadComments(completion: completion)
            return { request.cancel() }
        }
    }
}

extension ResourceLoad where Resource == Data {
    public init(_ loader: any FeedImageDataLoader, url: URL) {
        self.init { completion in
            let request = loader.loadImageData(from: url, completion: completion)
            return { request.cancel() }
        }
    }
}
