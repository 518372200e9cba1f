import XCTest

@testable import FeedDemo

/// The paging contract `Scripts/feed-server` documents, which the demo must follow to the letter.
final class FeedPagerTests: XCTestCase {
    func test_page_isTheFirstTenItemsWithoutLimitOrAfterID() {
        let sut = makeSUT(itemCount: 25)

        XCTAssertEqual(sut.page(limit: nil, afterID: nil)?.map(\.id), ids(0..<10))
    }

    func test_page_isTheFirstLimitItems() {
        let sut = makeSUT(itemCount: 25)

        XCTAssertEqual(sut.page(limit: "3", afterID: nil)?.map(\.id), ids(0..<3))
    }

    func test_page_capsLimitAt100() {
        let sut = makeSUT(itemCount: 150)

        XCTAssertEqual(sut.page(limit: "101", afterID: nil)?.map(\.id), ids(0..<100))
    }

    func test_page_isNilForALimitThatIsNotAPositiveInteger() {
        let sut = makeSUT(itemCount: 25)

        for limit in ["0", "-1", "ten", "1.5"] {
            XCTAssertNil(sut.page(limit: limit, afterID: nil), limit)
        }
    }

    func test_page_startsAfterTheItemAfterIDNamesInAnyCase() {
        let sut = makeSUT(itemCount: 25)

        XCTAssertEqual(sut.page(limit: "10", afterID: id(9))?.map(\.id), ids(10..<20))
        XCTAssertEqual(sut.page(limit: "10", afterID: id(19).lowercased())?.map(\.id), ids(20..<25))
    }

    func test_page_isEmptyAfterTheLastItem() {
        let sut = makeSUT(itemCount: 25)

        XCTAssertEqual(sut.page(limit: "10", afterID: id(24))?.map(\.id), [])
    }

    func test_page_isEmptyForAnUnknownOrMalformedAfterID() {
        let sut = makeSUT(itemCount: 25)

        XCTAssertEqual(sut.page(limit: "10", afterID: UUID().uuidString)?.map(\.id), [])
        XCTAssertEqual(sut.page(limit: "10", afterID: "not-an-id")?.map(\.id), [])
    }

    // MARK: - Helpers

    private func makeSUT(itemCount: Int) -> FeedPager {
        FeedPager(
            items: (0..<itemCount).map { index in
                DemoFixtures.Item(id: id(index), description: nil, location: nil, image: "pixel.png")
            })
    }

    private func id(_ index: Int) -> String {
        String(format: "00000000-0000-4000-8000-%012X", index)
    }

    private func ids(_ range: Range<Int>) -> [String] {
        range.map(id)
    }
}
