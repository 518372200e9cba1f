import FeedFeature
import Foundation

/// The feed's first page over HTTP, asked for conditionally (`If-None-Match`, else
/// `If-Modified-Since`) when a copy is kept: a `304` delivers `.notModified`, a `200` the page read
/// as `RemoteLoader<[FeedImage]>` reads it. Each load is a `RemoteLoader` of its own, with that
/// load's fields, which delivers while this loader exists.
public final class RemoteConditionalFeedLoader: ConditionalFeedLoader {
    private let url: URL
    private let client: any HTTPClient
    private let lifetime = RemoteLoader<Revalidation<[FeedImage]>>.Lifetime()

    public init(url: URL, client: any HTTPClient) {
        self.url = url
        self.client = client
    }

    @discardableResult
    public func load(
        ifChangedSince validators: ResourceValidators?,
        completion: @escaping @Sendable (ConditionalFeedLoader.Result) -> Void
    ) -> FeedLoaderRequest {
        RemoteLoader(
            url: url, headerFields: validators?.conditionalRequestFields ?? [:], client: client,
            reading: Revalidation.reader(FeedItemsMapper.reader), lifetime: lifetime
        ).start(completion: completion)
    }
}
