import FeedAPI
import FeedFeature
import Foundation
import ResourceLoading

/// The feed's first page, one recipe for the first look, `refresh` and the watch's checks; the pages
/// after it, the offline copy and the helpers both share are in `FeedLoads+Feed`.
extension FeedLoads {
    /// The feed's first page: asked for only if it changed since the copy held (`FirstPageCopy`,
    /// which starts as the saved copy), cached as it comes; else the offline copy, each page saying
    /// which (`FeedPage`). The same load serves the first look, `refresh` and the watch's checks.
    /// The order and why: docs/decorators-and-threading.md.
    func makeRemoteFeedLoaderWithLocalFallback() -> ResourceLoad<FeedPage> {
        let remote = makeFirstPageLoader().map { FeedPage(images: $0, origin: .network) }
        let remoteOrOffline = cachedFeed.map { cached in
            remote.fallingBack(to: { Self.offline(cached, after: $0) }, whenBothFailReporting: .primary)
        }
        return readingTheSavedCopyFirst(remoteOrOffline ?? remote)
            .logged(as: pageName(after: nil), describing: Self.describe, in: log)
            .counted(by: activity)
            .recordingOutcome(in: lastFeedLoad)
    }

    /// The first page from the network, conditional on the copy held: a `304` is that copy,
    /// confirmed. Its answers tell the watch when it may ask again (`ServerPace`), and each check's
    /// outcome too.
    func makeFirstPageLoader() -> ResourceLoad<Paginated<FeedImage>> {
        guard let url = FeedEndpoint.get(after: nil).url(baseURL: configuration.baseURL) else {
            return .failing(with: LoadFailure.connectivity(.unsupportedURL))
        }
        let remote = RemoteConditionalFeedLoader(
            url: url, client: PaceRecordingHTTPClient(decoratee: configuration.httpClient, pace: watch.pace))
        return remote.dispatchingOnMainQueue(ifChangedSince: { [firstPage] in firstPage.validators })
            .withDeadline(timeout, on: scheduler)
            .tryMap { [firstPage] answer in try firstPage.take(answer) }
            .map { [self] images in page(images, lastPage: images) }
            .caching { [cache, firstPage] page in cache?.save(page.items, validators: firstPage.validators) }
            .watched(by: watch)
    }

    /// Once per run, before the first request: the saved copy, whose validators that request sends.
    func readingTheSavedCopyFirst(_ load: ResourceLoad<FeedPage>) -> ResourceLoad<FeedPage> {
        guard let savedCopy = cache?.dispatchingOnMainQueue() else { return load }
        return ResourceLoad { [firstPage] completion in
            guard !firstPage.hasReadSavedCopy else { return load(completion) }
            return savedCopy.then { saved in
                switch saved {
                case let .success(saved): firstPage.keepSaved(saved.feed, validators: saved.validators)
                case .failure: firstPage.noSavedCopy()
                }
                return load
            }(completion)
        }
    }
}
