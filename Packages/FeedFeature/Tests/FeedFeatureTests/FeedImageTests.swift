import FeedFeature
import Foundation
import XCTest

final class FeedImageTests: XCTestCase {
    func test_equality_isByValueSoReloadedImagesCompareEqual() {
        let id = UUID()
        let url = URL(string: "https://a-url.com/image.png")!

        let image = FeedImage(id: id, description: "a description", location: nil, url: url)
        let reloaded = FeedImage(id: id, description: "a description", location: nil, url: url)
        let edited = FeedImage(id: id, description: "another description", location: nil, url: url)

        XCTAssertEqual(image, reloaded)
        XCTAssertEqual(Set([image, reloaded]).count, 1)
        XCTAssertNotEqual(image, edited)
    }
}
