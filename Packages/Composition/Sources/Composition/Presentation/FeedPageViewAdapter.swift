import FeedFeature
import FeedPresentation
import Foundation

/// Shows the first page of the feed: tells the screen where the page came from (through
/// `FeedOriginPresenter`, aged by `currentDate`), then hands the images to `feedView`, which makes
/// their cells. The screen hears the origin first, so an offline copy is named before its items.
/// Further pages come from the network only and go to their `FeedViewAdapter` directly.
@MainActor
final class FeedPageViewAdapter: @preconcurrency ResourceView {
    private let originView: any FeedOriginView
    private let feedView: FeedViewAdapter
    private let currentDate: () -> Date

    init(originView: any FeedOriginView, feedView: FeedViewAdapter, currentDate: @escaping () -> Date) {
        self.originView = originView
        self.feedView = feedView
        self.currentDate = currentDate
    }

    func display(_ page: FeedPage) {
        originView.display(FeedOriginPresenter.map(page.origin, currentDate: currentDate()))
        feedView.display(page.images)
    }
}
