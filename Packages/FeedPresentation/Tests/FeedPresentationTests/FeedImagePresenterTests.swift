import FeedFeature
import FeedPresentation
import XCTest

final class FeedImagePresenterTests: XCTestCase {
    func test_map_deliversDescriptionAndLocation() {
        let viewModel = FeedImagePresenter.map(uniqueImage(description: "a description", location: "a location"))

        XCTAssertEqual(viewModel.description, "a description")
        XCTAssertEqual(viewModel.location, "a location")
    }

    func test_map_treatsMissingOrBlankTextAsAbsent() {
        let missing = FeedImagePresenter.map(uniqueImage(description: nil, location: nil))
        let blank = FeedImagePresenter.map(uniqueImage(description: " \n\t", location: ""))

        for viewModel in [missing, blank] {
            XCTAssertNil(viewModel.description)
            XCTAssertNil(viewModel.location)
        }
    }
}
