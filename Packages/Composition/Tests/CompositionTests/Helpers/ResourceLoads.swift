import FeedFeature
import Foundation

@testable import Composition

/// Loaders in the shape the UI composers take, as the app composer builds them.
@MainActor
func resourceLoad(_ pages: FeedPagesSpy) -> ResourceLoad<FeedPage> {
    ResourceLoad { completion in
        pages.load(completion: completion)
        return {}
    }
}

@MainActor
func resourceLoad(_ loader: any FeedLoader) -> ResourceLoad<FeedPage> {
    ResourceLoad { completion in
        let request = loader.load { result in
            completion(result.map { FeedPage(images: Paginated(items: $0), origin: .network) })
        }
        return { request.cancel() }
    }
}

@MainActor
func resourceLoad(_ loader: any FeedImageDataLoader) -> @MainActor (URL) -> ResourceLoad<Data> {
    { url in ResourceLoad(loader, url: url) }
}

/// Image loads that never complete, for tests about the feed alone.
@MainActor
let noImageLoads: @MainActor (URL) -> ResourceLoad<Data> = { _ in ResourceLoad { _ in {} } }
