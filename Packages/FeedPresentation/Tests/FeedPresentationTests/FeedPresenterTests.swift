import FeedFeature
import FeedPresentation
import XCTest

final class FeedPresenterTests: XCTestCase {
    func test_title_isLocalized() {
        XCTAssertEqual(FeedPresenter.title, "My Feed")
    }
}
