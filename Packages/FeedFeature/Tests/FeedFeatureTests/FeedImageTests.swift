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
        let moved = FeedImage(
            id: id, description: "a description", location: nil, url: URL(string: "https://a-url.com/other.png")!)

        XCTAssertEqual(image, reloaded)
        XCTAssertEqual(Set([image, reloaded]).count, 1)
        XCTAssertNotEqual(image, edited)
        XCTAssertNotEqual(image, moved)
    }

    func test_url_isTheURLItWasMadeWith() {
        let urls =
            [
                "https://a-url.com/image.png", "HTTP://a-url.com:8080/a%20b/image.png?size=large#top",
                "https://a-url.com/caf%C3%A9.png", "https://user@a-url.com/",
            ].map { URL(string: $0)! } + [
                URL(string: "image.png", relativeTo: URL(string: "https://a-url.com/images/"))!
            ]

        for url in urls {
            let image = FeedImage(id: UUID(), description: nil, location: nil, url: url)

            XCTAssertEqual(image.url.absoluteString, url.absoluteString)
            XCTAssertEqual(image.address, url.absoluteString, "Expected its address to read as the URL's text")
            XCTAssertEqual(image.url, URL(string: url.absoluteString), "\(url)")
        }
    }

    func test_url_isMadeFromTextNotKeptAsAParsedURL() {
        let image = FeedImage(id: UUID(), description: nil, location: nil, url: URL(string: "https://a-url.com/x")!)

        let storedURLs = Mirror(reflecting: image).children.filter { $0.value is URL }

        XCTAssertTrue(storedURLs.isEmpty, "a parsed URL is several times the text it is made from")
    }
}
