import FeedFeature
import Foundation
import ManualClock
import XCTest

@testable import Composition
@testable import ResourceLoading

/// `--timeout` times an image's request from when it is sent, as curl's per-transfer timer does:
/// an image waiting for one of the six places on the network is not yet timed.
final class FeedLoadsImageDeadlineTests: XCTestCase {
    @MainActor
    func test_anImageWaitingForANetworkPlace_isTimedFromWhenItsRequestIsSent() async {
        let client = HTTPClientSpy()
        let clock = ManualClock()
        let sut = FeedLoads(
            configuration: FeedTTYComposer.Configuration(
                baseURL: URL(string: "https://a-base-url.com")!, httpClient: client, requestTimeout: 1, isDemo: false,
                isInteractive: false, usesColor: false, terminate: { _ in }, scheduler: clock),
            cache: nil)
        var failures = [Int: LoadFailure]()

        for index in 0..<7 {
            _ = sut.makeThumbnailLoad(address: "https://a-url.com/\(index).png")({
                if case let .failure(error as LoadFailure) = $0 { failures[index] = error }
            })
        }
        XCTAssertEqual(client.requestedURLs.count, 6, "Expected six requests sent, the seventh waiting")

        clock.advance(by: 1)
        XCTAssertEqual(Set(failures.keys), Set(0..<6))
        XCTAssertEqual(client.requestedURLs.count, 7, "Expected the seventh sent once a place was free")

        clock.advance(by: 0.9)
        XCTAssertNil(failures[6], "Expected the seventh's second not counted from when it was asked for")

        clock.advance(by: 0.1)
        XCTAssertEqual(failures[6], .timedOut(seconds: 1))
    }
}
