import FeedFeature
import Foundation

/// The loader protocols of the domain as loads: where a loader's request becomes a load's cancel,
/// and its completion, which the main-queue decorator delivers there, is typed as on the main actor.
/// The cancel holds the loader, which delivers nothing once let go of: whoever waits for the
/// result (a presentation adapter, a tracker) keeps the loader as long as the load, and no longer.
extension ResourceLoad where Resource == [FeedImage] {
    public init(_ loader: any FeedLoader) {
        self.init { completion in
            let request = loader.load(completion: MainQueue.onMainActor(completion))
            return { withExtendedLifetime(loader) { request.cancel() } }
        }
    }
}

extension ResourceLoad where Resource == Revalidation<[FeedImage]> {
    /// The validators are asked for as the load starts, so each load asks about the copy kept then.
    public init(
        _ loader: any ConditionalFeedLoader, ifChangedSince validators: @escaping @MainActor () -> ResourceValidators?
    ) {
        self.init { completion in
            let request = loader.load(ifChangedSince: validators(), completion: MainQueue.onMainActor(completion))
            return { withExtendedLifetime(loader) { request.cancel() } }
        }
    }
}

extension ResourceLoad where Resource == [ImageComment] {
    public init(_ loader: any ImageCommentsLoader) {
        self.init { completion in
            let request = loader.loadComments(completion: MainQueue.onMainActor(completion))
            return { withExtendedLifetime(loader) { request.cancel() } }
        }
    }
}

extension ResourceLoad where Resource == Data {
    public init(_ loader: any FeedImageDataLoader, url: URL) {
        self.init { completion in
            let request = loader.loadImageData(from: url, completion: MainQueue.onMainActor(completion))
            return { withExtendedLifetime(loader) { request.cancel() } }
        }
    }
}
