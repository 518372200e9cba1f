import FeedAPI
import FeedFeature
import FeedScreens
import Foundation
import ManualClock
import XCTest

@testable import Composition
@testable import ResourceLoading

/// The screen's image recipe is one closure with the whole stack in it, its turn among the screen's
/// images too: a thumbnail's load holds a place in `imageTurns`, counted in the image activity (a
/// script's end waits for it), until it settles.
final class FeedLoadsThumbnailTurnTests: XCTestCase {
    @MainActor
    func test_thumbnailLoad_holdsItsTurnInTheImageActivityUntilItSettles() async {
        let (sut, client, imageActivity) = makeSUT()
        var received: Result<LoadedImage, Error>?

        _ = sut.makeThumbnailLoad(address: "https://a-url.com/1.png")({ received = $0 })
        XCTAssertTrue(imageActivity.isBusy, "Expected the image's turn counted while it loads")
        XCTAssertEqual(client.requestedURLs, [URL(string: "https://a-url.com/1.png")!])

        client.complete(withStatusCode: 404, data: Data())

        guard case .failure = received else {
            return XCTFail("Expected the failure delivered, got \(String(describing: received))")
        }
        XCTAssertFalse(imageActivity.isBusy, "Expected the turn given back once the image settled")
    }

    @MainActor
    func test_thumbnailLoad_cancelledWhileLoading_givesItsTurnBack() async {
        let (sut, client, imageActivity) = makeSUT()

        let cancel = sut.makeThumbnailLoad(address: "https://a-url.com/1.png")({ _ in })
        XCTAssertTrue(imageActivity.isBusy)
        cancel()

        XCTAssertEqual(client.cancelledURLs, [URL(string: "https://a-url.com/1.png")!])
        XCTAssertFalse(imageActivity.isBusy)
    }

    // MARK: - Helpers

    @MainActor
    private func makeSUT(file: StaticString = #filePath, line: UInt = #line)
        -> (sut: FeedLoads, client: HTTPClientSpy, imageActivity: LoadActivityTracker)
    {
        let client = HTTPClientSpy()
        let imageActivity = LoadActivityTracker()
        let sut = FeedLoads(
            configuration: FeedTTYComposer.Configuration(
                baseURL: URL(string: "https://a-base-url.com")!, httpClient: client, isDemo: false,
                isInteractive: false, usesColor: false, terminate: { _ in }, scheduler: ManualClock()),
            cache: nil, imageActivity: imageActivity)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(client, file: file, line: line)
        return (sut, client, imageActivity)
    }
}
