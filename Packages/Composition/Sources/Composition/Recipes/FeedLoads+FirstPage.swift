import FeedAPI
import FeedFeature
import FeedScreens
import Foundation
import ResourceLoading

/// The feed's first page, one recipe for the first look, `refresh` and the watch's checks; the pages
/// after it, the offline copy and the helpers both share are in `FeedLoads+Feed`.
extension FeedLoads {
    /// The feed's first page: asked for only if it changed since the copy held (`FirstPageCopy`,
    /// which starts as the saved copy), cached as it comes; else the offline copy, each page saying
    /// which (`FeedPage`). The same load serves the first look, `refresh` and the watch's checks.
    /// The order and why: docs/decorators-and-threading.md.
    func makeFirstPageLoad() -> ResourceLoad<FeedPage> {
        let remote = makeRemoteFirstPageLoad().map { FeedPage(images: $0, origin: .network) }
        let remoteOrOffline = cachedFeed.map { cached in
            remote.fallingBack(to: { Self.offline(cached, after: $0) }, whenBothFailReporting: .primary)
        }
        return readingTheSavedCopyFirst(remoteOrOffline ?? remote)
            .logged(as: pageName(after: nil), describing: Self.describe, in: log)
            .counted(by: activity)
            .recordingOutcome(in: lastFeedLoad)
    }

    /// The first page from the network, conditional on the copy held: a `304` is that copy,
    /// confirmed. Its first items go to the screen as they arrive (`firstItems`), before the page
    /// is whole. Its answers tell the watch when it may ask again (`ServerPace`), and each check's
    /// outcome too.
    func makeRemoteFirstPageLoad() -> ResourceLoad<Paginated<FeedImage>> {
        guard let url = FeedEndpoint.get(after: nil).url(baseURL: configuration.baseURL) else {
            return .failing(with: LoadFailure.connectivity(.unsupportedURL))
        }
        let remote = RemoteConditionalFeedLoader(
            url: url, client: PaceRecordingHTTPClient(decoratee: configuration.httpClient, pace: watch.pace),
            reportingFirstItems: FirstItemsReport(
                count: Self.firstItemsShownAsTheyArrive, bytesBeforeReporting: Self.bytesOfABigPage
            ) { [firstItems] items in MainQueue.hop(onMainActor: { firstItems.arrived(items) }) })
        return remote.dispatchingOnMainQueue(ifChangedSince: { [firstPage] in firstPage.validators })
            .withDeadline(timeout, on: scheduler)
            .tryMap { [firstPage] answer in try firstPage.take(answer) }
            .map { [self] images in page(images, lastPage: images) }
            .caching { [cache, firstPage] page in cache?.save(page.items, validators: firstPage.validators) }
            .then { [self] answer in
                switch answer {
                case let .success(page): readingOn(from: page)
                case let .failure(error): .failing(with: error)
                }
            }
            .watched(by: watch)
    }

    /// A check whose first page holds none of the items the copy held before it: more came since
    /// the last look than a page holds. The pages after it are read, as `more` reads them, until
    /// one holds an item seen before, so that every new item is shown; at most
    /// `maximumPagesReadOn` of them. A page that fails ends the reading with what was read.
    private func readingOn(from page: Paginated<FeedImage>, pagesRead: Int = 0) -> ResourceLoad<Paginated<FeedImage>> {
        let seen = firstPage.replacedByCheck
        guard !seen.isEmpty, pagesRead < Self.maximumPagesReadOn, let lastImage = page.items.last,
            !page.items.contains(where: { seen.contains($0.id) })
        else { return .succeeding(with: page) }
        return makeNextPageLoad(after: lastImage, appendingTo: page.items).then { [self] next in
            guard case let .success(next) = next, next.items.count > page.items.count else {
                return .succeeding(with: page)
            }
            return readingOn(from: next, pagesRead: pagesRead + 1)
        }
    }

    /// As many as the list loads the images of ahead of what it shows: a big page's first screens,
    /// with their pictures loading, while the rest of it arrives. The rest is shown when the page
    /// is whole, read into one array, held once.
    static let firstItemsShownAsTheyArrive = ListScreen.defaultLookahead

    /// Sixteen times a page of the API's size (ten items, about 4 kB), which is shown whole.
    static let bytesOfABigPage = 64 * 1024

    /// 100 items at the API's page of 10: a feed that is all new past that (its ids changed) is
    /// shown from its first page, as a first look would.
    static let maximumPagesReadOn = 10

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
