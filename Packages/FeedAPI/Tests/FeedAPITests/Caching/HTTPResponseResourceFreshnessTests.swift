import FeedAPI
import FeedFeature
import Foundation
import XCTest

/// What a private cache may do with the copy a response brings (RFC 9111 §4.2, §5.2.2).
final class HTTPResponseResourceFreshnessTests: XCTestCase {
    func test_resourceFreshness_isNilWhenTheResponseSaysNothingOfIt() {
        XCTAssertNil(makeResponse([:]).resourceFreshness)
        XCTAssertNil(makeResponse(["Cache-Control": "private"]).resourceFreshness)
    }

    func test_resourceFreshness_isTheLifetimeLessTheAgeItCameWith() {
        XCTAssertEqual(
            makeResponse(["Cache-Control": "max-age=60"]).resourceFreshness,
            .limited(lifetime: 60, mustRevalidate: false))
        XCTAssertEqual(
            makeResponse(["Cache-Control": "max-age=60", "Age": "45"]).resourceFreshness,
            .limited(lifetime: 15, mustRevalidate: false))
        XCTAssertEqual(
            makeResponse(["Cache-Control": "max-age=60", "Age": "100"]).resourceFreshness,
            .limited(lifetime: 0, mustRevalidate: false), "older than its lifetime: stale on arrival")
        XCTAssertEqual(
            makeResponse(["Cache-Control": "max-age=60", "Age": "soon"]).resourceFreshness,
            .limited(lifetime: 60, mustRevalidate: false), "an Age that is no number of seconds")
    }

    func test_resourceFreshness_isExpiresLessDate() {
        let response = makeResponse([
            "Date": "Sun, 06 Nov 1994 08:49:37 GMT", "Expires": "Sun, 06 Nov 1994 08:51:37 GMT",
        ])

        XCTAssertEqual(response.resourceFreshness, .limited(lifetime: 120, mustRevalidate: false))
    }

    func test_resourceFreshness_mustAlwaysBeRevalidatedForNoCache_andOnceStaleForMustRevalidate() {
        XCTAssertEqual(
            makeResponse(["Cache-Control": "no-cache"]).resourceFreshness, .limited(lifetime: 0, mustRevalidate: true))
        XCTAssertEqual(
            makeResponse(["Cache-Control": "max-age=60, must-revalidate"]).resourceFreshness,
            .limited(lifetime: 60, mustRevalidate: true))
    }

    func test_mayBeStored_isFalseOnlyForNoStore() {
        XCTAssertFalse(makeResponse(["Cache-Control": "no-store"]).mayBeStored)
        XCTAssertFalse(makeResponse(["Cache-Control": "max-age=60, No-Store"]).mayBeStored)
        XCTAssertTrue(makeResponse(["Cache-Control": "no-cache, private"]).mayBeStored)
        XCTAssertTrue(makeResponse([:]).mayBeStored)
    }

    // MARK: - Helpers

    private func makeResponse(_ fields: [String: String]) -> HTTPResponse {
        HTTPResponse(url: URL(string: "https://a-url.com/image.png")!, statusCode: 200, headerFields: fields)
    }
}
