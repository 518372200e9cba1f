public enum FeedPresenter {
    public static var title: String {
        PresentationStrings.localized("FEED_VIEW_TITLE", table: "Feed")
    }
}
