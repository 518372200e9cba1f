import FeedFeature
import Foundation

/// The feed's first page over HTTP, asked for conditionally (`If-None-Match`, else
/// `If-Modified-Since`) when a copy is kept: a `304` delivers `.notModified`, a `200` the page read
/// as `RemoteLoader<[FeedImage]>` reads it. Each load is a `RemoteLoader` of its own, with that
/// load's fields, which delivers while this loader exists. Given a `firstItems` report, a page
/// hands its first items on as they arrive (`FirstItemsReport`).
public final class RemoteConditionalFeedLoader: ConditionalFeedLoader {
    private let url: URL
    private let client: any HTTPClient
    private let firstItems: FirstItemsReport<FeedImage>?
    private let lifetime = RemoteLoader<Revalidation<[FeedImage]>>.Lifetime()

    public init(url: URL, client: any HTTPClient, reportingFirstItems firstItems: FirstItemsReport<FeedImage>? = nil) {
        self.url = url
        self.client = client
        self.firstItems = firstItems
    }

    @discardableResult
    public func load(
        ifChangedSince validators: ResourceValidators?,
        completion: @escaping @Sendable (ConditionalFeedLoader.Result) -> Void
    ) -> FeedLoaderRequest {
        RemoteLoader(
            url: url, headerFields: validators?.conditionalRequestFields ?? [:], client: client,
            reading: Revalidation.reader { [firstItems] in
                FeedItemsMapper.reader(for: $0, reportingFirstItems: firstItems)
            },
            lifetime: lifetime
        ).start(completion: completion)
    }
}
