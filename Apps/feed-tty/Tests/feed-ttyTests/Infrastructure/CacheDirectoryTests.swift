import Foundation
import XCTest

@testable import feed_tty

final class CacheDirectoryTests: XCTestCase {
    func test_defaultRoot_isFeedTTYUnderXDGCacheHomeWhenSet() {
        let root = CacheDirectory.defaultRoot(environment: ["XDG_CACHE_HOME": "/xdg/cache", "HOME": "/home/a"])

        XCTAssertEqual(root.path, "/xdg/cache/feed-tty")
    }

    func test_defaultRoot_isDotCacheFeedTTYUnderHomeOnEmptyOrMissingXDGCacheHome() {
        let emptyXDG = CacheDirectory.defaultRoot(environment: ["XDG_CACHE_HOME": "", "HOME": "/home/a"])
        let noXDG = CacheDirectory.defaultRoot(environment: ["HOME": "/home/a"])

        XCTAssertEqual(emptyXDG.path, "/home/a/.cache/feed-tty")
        XCTAssertEqual(noXDG.path, "/home/a/.cache/feed-tty")
    }
}
