import FeedFeature
import Foundation

extension MainQueueDispatchDecorator: FeedImageDataLoader where T == any FeedImageDataLoader {
    public func loadImageData(
        from url: URL,
        completion: @escaping @Sendable (FeedImageDataLoader.Result) -> Void
    ) -> FeedImageDataRequest {
        decoratee.loadImageData(from: url) { result in
            MainQueue.isCurrent ? completion(result) : MainQueue.hop { completion(result) }
        }
    }
}
