/// A page of items and, when there may be more, the way to load the next one. Loading more
/// delivers a `Paginated` holding every item so far, so a screen shows one growing list.
/// `loadMore` is `nil` once a load came back empty: there is nothing more to load.
public struct Paginated<Item: Sendable>: Sendable {
    public typealias LoadMoreCompletion = @Sendable (Result<Self, Error>) -> Void

    public let items: [Item]
    public let loadMore: (@Sendable (@escaping LoadMoreCompletion) -> Void)?

    public init(items: [Item], loadMore: (@Sendable (@escaping LoadMoreCompletion) -> Void)? = nil) {
        self.items = items
        self.loadMore = loadMore
    }
}
