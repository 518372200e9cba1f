import FeedFeature
import FeedPresentation
import XCTest

final class FeedPresenterTests: XCTestCase {
    func test_title_isLocalized() {
        XCTAssertEqual(FeedPresenter.title, "My Feed")
    }

    func test_map_keepsTheFeedInOrder() {
        let feed = [uniqueImage(), uniqueImage()]

        XCTAssertEqual(FeedPresenter.map(feed), FeedViewModel(feed: feed))
    }
}
