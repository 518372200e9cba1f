import FeedFeature
import FeedPresentation
import XCTest

final class FeedImagePresenterTests: XCTestCase {
    func test_map_deliversDescriptionAndLocation() {
        let viewModel = FeedImagePresenter.map(uniqueImage(description: "a description", location: "a location"))

        XCTAssertEqual(viewModel.description, "a description")
        XCTAssertEqual(viewModel.location, "a location")
    }

    func test_map_deliversTheImageIDAndURLForAProgram() {
        let image = FeedImage(
            id: UUID(uuidString: "1FEA3BCE-05A9-57C4-AD4D-C54BF3A5BFC9")!, description: nil, location: nil,
            url: URL(string: "https://a-url.com/images/1.jpg?size=large")!)

        let viewModel = FeedImagePresenter.map(image)

        XCTAssertEqual(viewModel.id, "1FEA3BCE-05A9-57C4-AD4D-C54BF3A5BFC9")
        XCTAssertEqual(viewModel.imageURL, "https://a-url.com/images/1.jpg?size=large")
    }

    func test_map_hidesTheUserAndPasswordOfTheImageURL() {
        let image = FeedImage(
            id: UUID(), description: nil, location: nil, url: URL(string: "https://ana:S3cr3t@cdn.example/i@2x.jpg")!)

        let viewModel = FeedImagePresenter.map(image)

        XCTAssertEqual(viewModel.imageURL, "https://***@cdn.example/i@2x.jpg")
    }

    func test_map_keepsTheImageAddressAsTextNotAParsedURL() {
        let viewModel = FeedImagePresenter.map(uniqueImage(description: nil, location: nil))

        let storedURLs = Mirror(reflecting: viewModel).children.filter {
            type(of: $0.value) == URL.self || type(of: $0.value) == URL?.self
        }

        XCTAssertTrue(
            storedURLs.isEmpty, "a parsed URL is several times its text, and a big feed has a view model an item")
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
