import FeedFeature
import Synchronization
import XCTest

final class PaginatedTests: XCTestCase {
    func test_init_withoutLoadMore_meansThereIsNothingMoreToLoad() {
        let page = Paginated(items: [1, 2, 3])

        XCTAssertEqual(page.items, [1, 2, 3])
        XCTAssertNil(page.loadMore)
    }

    func test_loadMore_deliversTheNextPageThroughTheGivenClosure() {
        let page = Paginated(items: [1]) { completion in completion(.success(Paginated(items: [1, 2]))) }
        let next = Mutex<[Int]?>(nil)

        page.loadMore? { result in next.withLock { $0 = try? result.get().items } }

        XCTAssertEqual(next.withLock { $0 }, [1, 2])
    }
}
