import FeedAPI
import FeedFeature
import Foundation
import ResourceLoading

/// An image from its server as a private cache asks for it: asking whether a kept copy changed
/// when there is one (its validators), and answered with what the server said about keeping the
/// image (`ImageDataAnswer`). Like every loader, it may complete on any queue.
protocol RevalidatingImageDataLoader {
    func loadImageData(
        from url: URL, revalidating validators: ResourceValidators?,
        completion: @escaping @Sendable (Result<ImageDataAnswer, Error>) -> Void
    ) -> FeedImageDataRequest
}

extension RemoteImageDataLoader: RevalidatingImageDataLoader {}

extension ResourceLoad where Resource == ImageDataAnswer {
    /// As `ResourceLoading`'s loads of the domain's loaders: made only from the main-queue
    /// decorator (`FeedLoads.remoteImageLoader`, one for every image), and the cancel holds the loader.
    init(
        _ loader: MainQueueDispatchDecorator<any RevalidatingImageDataLoader>, url: URL,
        revalidating validators: ResourceValidators?
    ) {
        self.init { completion in
            let request = loader.loadImageData(
                from: url, revalidating: validators, completion: MainQueue.onMainActor(completion))
            return { withExtendedLifetime(loader) { request.cancel() } }
        }
    }
}
