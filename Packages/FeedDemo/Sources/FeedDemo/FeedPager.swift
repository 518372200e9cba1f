/// The feed's paging, exactly as `Scripts/feed-server` documents it: `limit` items (10 when not
/// given, at most 100; anything but a positive integer is a bad request), from the first item or
/// after the one `after_id` names (case-insensitively). An unknown `after_id` gets an empty page,
/// and an empty page is how a client learns there are no more.
struct FeedPager: Sendable {
    static let defaultLimit = 10
    static let maximumLimit = 100

    let items: [DemoFixtures.Item]

    /// The page for a request's `limit` and `after_id` (nil when not given), or nil for a bad limit.
    func page(limit: String?, afterID: String?) -> ArraySlice<DemoFixtures.Item>? {
        guard let count = Self.count(limit: limit) else { return nil }
        guard let start = start(afterID: afterID) else { return [] }
        return items[start..<min(start + count, items.count)]
    }

    private static func count(limit: String?) -> Int? {
        guard let limit else { return defaultLimit }
        guard let count = Int(limit), count > 0 else { return nil }
        return min(count, maximumLimit)
    }

    private func start(afterID: String?) -> Int? {
        guard let afterID else { return 0 }
        return items.firstIndex { $0.id.uppercased() == afterID.uppercased() }.map { $0 + 1 }
    }
}
