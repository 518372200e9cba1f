import FeedFeature
import Foundation

/// The loader protocols of the domain as loads, in one step: `loader.dispatchingOnMainQueue()`
/// puts the loader behind `MainQueueDispatchDecorator` and makes its load. A load is made only from
/// the decorator (the initialisers take nothing else), so a loader that would reach a screen
/// undecorated does not compile (Scripts/tests/test_undecorated_loader_does_not_compile.py); the
/// decorator's completion, delivered on the main queue, is typed as on the main actor here.
/// The cancel holds the loader, which delivers nothing once let go of: whoever waits for the
/// result (a presentation adapter, a tracker) keeps the loader as long as the load, and no longer.
extension FeedLoader {
    @MainActor public func dispatchingOnMainQueue() -> ResourceLoad<[FeedImage]> {
        ResourceLoad(MainQueueDispatchDecorator(decoratee: self))
    }
}

extension ResourceLoad where Resource == [FeedImage] {
    public init(_ loader: MainQueueDispatchDecorator<any FeedLoader>) {
        self.init { completion in
            let request = loader.load(completion: MainQueue.onMainActor(completion))
            return { withExtendedLifetime(loader) { request.cancel() } }
        }
    }
}

extension ConditionalFeedLoader {
    /// The validators are asked for as the load starts, so each load asks about the copy kept then.
    @MainActor public func dispatchingOnMainQueue(
        ifChangedSince validators: @escaping @MainActor () -> ResourceValidators?
    ) -> ResourceLoad<Revalidation<[FeedImage]>> {
        ResourceLoad(MainQueueDispatchDecorator(decoratee: self), ifChangedSince: validators)
    }
}

extension ResourceLoad where Resource == Revalidation<[FeedImage]> {
    public init(
        _ loader: MainQueueDispatchDecorator<any ConditionalFeedLoader>,
        ifChangedSince validators: @escaping @MainActor () -> ResourceValidators?
    ) {
        self.init { completion in
            let request = loader.load(ifChangedSince: validators(), completion: MainQueue.onMainActor(completion))
            return { withExtendedLifetime(loader) { request.cancel() } }
        }
    }
}

extension ImageCommentsLoader {
    @MainActor public func dispatchingOnMainQueue() -> ResourceLoad<[ImageComment]> {
        ResourceLoad(MainQueueDispatchDecorator(decoratee: self))
    }
}

extension ResourceLoad where Resource == [ImageComment] {
    public init(_ loader: MainQueueDispatchDecorator<any ImageCommentsLoader>) {
        self.init { completion in
            let request = loader.loadComments(completion: MainQueue.onMainActor(completion))
            return { withExtendedLifetime(loader) { request.cancel() } }
        }
    }
}

extension FeedImageDataLoader {
    @MainActor public func dispatchingOnMainQueue(url: URL) -> ResourceLoad<Data> {
        ResourceLoad(MainQueueDispatchDecorator(decoratee: self), url: url)
    }
}

extension ResourceLoad where Resource == Data {
    public init(_ loader: MainQueueDispatchDecorator<any FeedImageDataLoader>, url: URL) {
        self.init { completion in
            let request = loader.loadImageData(from: url, completion: MainQueue.onMainActor(completion))
            return { withExtendedLifetime(loader) { request.cancel() } }
        }
    }
}
