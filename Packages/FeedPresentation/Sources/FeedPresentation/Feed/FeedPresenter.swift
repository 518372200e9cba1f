import FeedFeature

public enum FeedPresenter {
    public static var title: String {
        PresentationStrings.localized("FEED_VIEW_TITLE", table: "Feed")
    }

    public static func map(_ feed: [FeedImage]) -> FeedViewModel {
        FeedViewModel(feed: feed)
    }
}
