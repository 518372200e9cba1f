import FeedFeature
import Foundation

@testable import Composition

/// Loaders in the shape the UI composers take, as the app composer builds them.
@MainActor
func resourceLoad(_ pages: FeedPagesSpy) -> ResourceLoad<Paginated<FeedImage>> {
    { completion in
        pages.load(completion: completion)
        return {}
    }
}

@MainActor
func resourceLoad(_ loader: any FeedLoader) -> ResourceLoad<Paginated<FeedImage>> {
    { completion in
        let request = loader.load { result in completion(result.map { Paginated(items: $0) }) }
        return { request.cancel() }
    }
}

@MainActor
func resourceLoad(_ loader: any FeedImageDataLoader) -> @MainActor (URL) -> ResourceLoad<Data> {
    { url in
        { completion in
            let task = loader.loadImageData(from: url, completion: completion)
            return { task.cancel() }
        }
    }
}

/// Image loads that never complete, for tests about the feed alone.
@MainActor
let noImageLoads: @MainActor (URL) -> ResourceLoad<Data> = { _ in { _ in {} } }
