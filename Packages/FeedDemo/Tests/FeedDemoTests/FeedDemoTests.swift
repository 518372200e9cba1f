import FeedAPI
import Foundation
import TestSupport
import XCTest

@testable import FeedDemo

/// The demo, through its public API, serves what `Scripts/feed-server` serves: the same files,
/// read by the app's own mappers, page after page until the empty page that ends the feed.
final class FeedDemoTests: XCTestCase {
    func test_client_servesEveryFixtureItemPageByPageThenAnEmptyPage() throws {
        let client = FeedDemo.makeClient(latency: 0)
        var ids = [String]()
        var lastPageCount = -1

        while lastPageCount != 0 {
            let after = ids.last.map { "&after_id=\($0)" } ?? ""
            let url = URL(string: FeedDemo.baseURL.absoluteString + "/v1/feed?limit=10\(after)")!
            let (data, response) = try client.request(for: url).perform()
            let page = try FeedItemsMapper.map(data, from: response)
            ids += page.map(\.id.uuidString)
            lastPageCount = page.count
        }

        XCTAssertEqual(ids, try serverFixtures().items.map(\.id))
    }

    func test_client_servesEachItemsImageFileAsFeedServerDoes() throws {
        let client = FeedDemo.makeClient(latency: 0)
        let url = URL(string: FeedDemo.baseURL.absoluteString + "/v1/feed?limit=100")!
        let (data, response) = try client.request(for: url).perform()

        for item in try FeedItemsMapper.map(data, from: response) {
            let (image, response) = try client.request(for: item.url).perform()
            XCTAssertEqual(response.statusCode, 200, item.url.absoluteString)
            XCTAssertEqual(
                image, try serverFixtures().imagesByName[item.url.lastPathComponent], item.url.absoluteString)
        }
    }

    func test_bundledFixtures_areTheFilesFeedServerServes() throws {
        let bundled = DemoFixtures.bundled
        let served = try serverFixtures()

        XCTAssertEqual(bundled.items, served.items)
        XCTAssertEqual(bundled.commentsByImageID, served.commentsByImageID)
        XCTAssertEqual(bundled.imagesByName, served.imagesByName)
        XCTAssertEqual(bundled.items.count, 25)
        XCTAssertTrue(bundled.items.allSatisfy { bundled.imagesByName[$0.image] != nil }, "every item's image exists")
    }

    func test_notice_recordsEveryImageFile() throws {
        let notice = try String(
            contentsOf: FeedServer.fixturesURL.appendingPathComponent("NOTICE"), encoding: .utf8)

        for name in try serverFixtures().imagesByName.keys {
            XCTAssertTrue(notice.contains("\n\(name) "), "Fixtures/NOTICE says nothing of \(name)")
        }
    }

    // MARK: - Helpers

    private func serverFixtures() throws -> DemoFixtures {
        try DemoFixtures(directory: FeedServer.fixturesURL)
    }
}
