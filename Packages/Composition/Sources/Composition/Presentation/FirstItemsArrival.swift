import FeedFeature

/// Where the first page's first items go as they arrive, before the page is whole: the recipe
/// (`FeedLoads.makeRemoteFirstPageLoad`) hands them here on the main queue, and the feed's view
/// adapter, which shows them, takes them from here. A relay, because the recipe is made before the
/// screen it feeds.
@MainActor
final class FirstItemsArrival {
    var onArrival: (([FeedImage]) -> Void)?

    func arrived(_ items: [FeedImage]) {
        onArrival?(items)
    }
}
