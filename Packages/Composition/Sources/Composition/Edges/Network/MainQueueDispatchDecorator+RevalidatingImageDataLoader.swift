import FeedAPI
import FeedFeature
import Foundation
import ResourceLoading

extension MainQueueDispatchDecorator: RevalidatingImageDataLoader where T == any RevalidatingImageDataLoader {
    func loadImageData(
        from url: URL, revalidating validators: ResourceValidators?,
        completion: @escaping @Sendable (Result<ImageDataAnswer, Error>) -> Void
    ) -> FeedImageDataRequest {
        decoratee.loadImageData(from: url, revalidating: validators) { result in
            MainQueue.isCurrent ? completion(result) : MainQueue.hop { completion(result) }
        }
    }
}
