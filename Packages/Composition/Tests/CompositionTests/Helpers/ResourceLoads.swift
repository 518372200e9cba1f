import FeedFeature
import FeedScreens
import FeedTextUI
import Foundation

@testable import Composition
@testable import ResourceLoading

/// Loaders in the shape the UI composers take, as the app composer builds them.
@MainActor
func resourceLoad(_ pages: FeedPagesSpy) -> ResourceLoad<FeedPage> {
    ResourceLoad { completion in
        pages.load(completion: MainQueue.onMainActor(completion))
        return {}
    }
}

@MainActor
func resourceLoad(_ loader: any FeedLoader) -> ResourceLoad<FeedPage> {
    ResourceLoad { completion in
        let request = loader.load(
            completion: MainQueue.onMainActor { result in
                completion(result.map { FeedPage(images: Paginated(items: $0), origin: .network) })
            })
        return { request.cancel() }
    }
}

/// Image loads as the feed screen gets them, by the image's address: the bytes read as an image,
/// with no thumbnail, and no turns.
@MainActor
func resourceLoad(_ loader: any FeedImageDataLoader) -> @MainActor (String) -> ResourceLoad<LoadedImage> {
    { address in
        loader.dispatchingOnMainQueue(url: FeedImage.url(at: address))
            .decoded(on: nil) { try LoadedImageMapper.map($0, thumbnails: nil) }
    }
}

/// Image loads that never complete, for tests about the feed alone.
@MainActor
let noImageLoads: @MainActor (String) -> ResourceLoad<LoadedImage> = { _ in ResourceLoad { _ in {} } }
