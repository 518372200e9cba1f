import FeedFeature
import Foundation

extension MainQueueDispatchDecorator: FeedImageDataLoader where T == any FeedImageDataLoader {
    func loadImageData(
        from url: URL,
        completion: @escaping @Sendable (FeedImageDataLoader.Result) -> Void
    ) -> FeedImageDataRequest {
        decoratee.loadImageData(from: url) { result in
            MainQueue.deliver(result, to: completion)
        }
    }
}
