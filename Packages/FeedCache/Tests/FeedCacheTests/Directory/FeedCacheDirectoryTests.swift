import FeedCache
import Foundation
import XCTest

/// The folder's name is part of the on-disk format: if it changed, every cached feed would be lost.
final class FeedCacheDirectoryTests: XCTestCase {
    func test_url_isAFolderOfTheRootNamedAfterHostPortAndPathThenTheHashOfTheURL() {
        let url = FeedCacheDirectory.url(for: URL(string: "http://127.0.0.1:8080/some/base")!, in: root)

        XCTAssertEqual(url, root.appendingPathComponent("127.0.0.1-8080-some-base-d1cf589fbeae8819"))
    }

    func test_url_writesTheHashWithoutLeadingZeros() {
        let url = FeedCacheDirectory.url(for: URL(string: "http://127.0.0.1:8018/base")!, in: root)

        XCTAssertEqual(url.lastPathComponent, "127.0.0.1-8018-base-3e1a3b2be4c7fc9")
    }

    func test_url_replacesEveryCharacterButASCIILettersDigitsDotsAndHyphensInTheReadablePart() {
        let url = FeedCacheDirectory.url(for: URL(string: "https://a.com/b%20c/d_e/%C3%A9")!, in: root)

        XCTAssertTrue(url.lastPathComponent.hasPrefix("a.com-b_c-d_e-_-"), url.lastPathComponent)
    }

    func test_url_cutsTheReadablePartAt80Characters() {
        let longPath = String(repeating: "a", count: 200)
        let url = FeedCacheDirectory.url(for: URL(string: "https://a.com/\(longPath)")!, in: root)

        let readable = url.lastPathComponent.split(separator: "-").dropLast().joined(separator: "-")
        XCTAssertEqual(readable.count, 80)
    }

    func test_url_differsForURLsThatReadAlike() {
        let url = FeedCacheDirectory.url(for: URL(string: "https://a.com/b_c")!, in: root)
        let otherURL = FeedCacheDirectory.url(for: URL(string: "https://a.com/b%20c")!, in: root)

        XCTAssertNotEqual(url, otherURL)
    }

    func test_url_isTheSameForTheSameURL() {
        let baseURL = URL(string: "https://a.com/feed")!

        XCTAssertEqual(
            FeedCacheDirectory.url(for: baseURL, in: root), FeedCacheDirectory.url(for: baseURL, in: root))
    }

    // MARK: - Helpers

    private let root = URL(fileURLWithPath: "/any/cache/root")
}
