import FeedAPI
import FeedFeature
import Foundation
import XCTest

final class HTTPResponseCachingTests: XCTestCase {
    func test_validators_areTheETagAndLastModifiedVerbatim_weakTagsIncluded() {
        let response = makeResponse(["ETag": #"W/"v1""#, "Last-Modified": "Sun, 06 Nov 1994 08:49:37 GMT"])

        XCTAssertEqual(response.validators?.entityTag, #"W/"v1""#)
        XCTAssertEqual(response.validators?.lastModified, "Sun, 06 Nov 1994 08:49:37 GMT")
    }

    func test_validators_areNilWithoutETagOrLastModified() {
        XCTAssertNil(makeResponse([:]).validators)
    }

    func test_validators_dropAValueThatCouldNotBeSentBack() {
        let response = makeResponse([
            "ETag": "\"a\r\nX-Injected: 1\"", "Last-Modified": String(repeating: "x", count: 600),
        ])

        XCTAssertNil(response.validators)
    }

    func test_conditionalRequestFields_askWithTheTag_elseWithTheDate() {
        let both = ResourceValidators(entityTag: #""t""#, lastModified: "Sun, 06 Nov 1994 08:49:37 GMT")
        let dateOnly = ResourceValidators(entityTag: nil, lastModified: "Sun, 06 Nov 1994 08:49:37 GMT")

        XCTAssertEqual(both?.conditionalRequestFields, ["If-None-Match": #""t""#])
        XCTAssertEqual(dateOnly?.conditionalRequestFields, ["If-Modified-Since": "Sun, 06 Nov 1994 08:49:37 GMT"])
    }

    func test_freshnessLifetime_isMaxAge_beforeExpires() {
        let response = makeResponse([
            "Cache-Control": "public, max-age=60", "Date": "Sun, 06 Nov 1994 08:49:37 GMT",
            "Expires": "Sun, 06 Nov 1994 09:49:37 GMT",
        ])

        XCTAssertEqual(response.freshnessLifetime, 60)
    }

    func test_freshnessLifetime_isExpiresLessDate_inEachDateForm() {
        for expires in ["Sun, 06 Nov 1994 08:51:37 GMT", "Sunday, 06-Nov-94 08:51:37 GMT", "Sun Nov  6 08:51:37 1994"] {
            let response = makeResponse(["Date": "Sun, 06 Nov 1994 08:49:37 GMT", "Expires": expires])

            XCTAssertEqual(response.freshnessLifetime, 120, expires)
        }
    }

    func test_freshnessLifetime_isZeroForNoCacheNoStoreAndAnExpiresThatIsNoDate() {
        XCTAssertEqual(makeResponse(["Cache-Control": "no-cache, max-age=60"]).freshnessLifetime, 0)
        XCTAssertEqual(makeResponse(["Cache-Control": "no-store"]).freshnessLifetime, 0)
        XCTAssertEqual(makeResponse(["Date": "Sun, 06 Nov 1994 08:49:37 GMT", "Expires": "0"]).freshnessLifetime, 0)
    }

    func test_freshnessLifetime_isNilWhenTheResponseSaysNothingOfIt() {
        XCTAssertNil(makeResponse(["Cache-Control": "private"]).freshnessLifetime)
    }

    func test_retryAfter_readsSecondsAndDates() {
        let now = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT

        XCTAssertEqual(makeResponse(["Retry-After": "120"]).retryAfter(now: now), 120)
        XCTAssertEqual(makeResponse(["Retry-After": "Sun, 06 Nov 1994 08:50:37 GMT"]).retryAfter(now: now), 60)
        XCTAssertEqual(
            makeResponse(["Retry-After": "Sun, 06 Nov 1994 08:50:37 GMT", "Date": "Sun, 06 Nov 1994 08:50:07 GMT"])
                .retryAfter(now: now), 30, "read against the response's own clock")
        XCTAssertNil(makeResponse(["Retry-After": "soon"]).retryAfter(now: now))
        XCTAssertNil(makeResponse([:]).retryAfter(now: now))
    }

    func test_revalidationReader_deliversNotModifiedWithTheNewValidators_on304() throws {
        let response = makeResponse(["ETag": #""v2""#], status: 304)

        let result = try Revalidation<[FeedImage]>.reader(FeedItemsMapper.reader)(response).readingWhole(Data())

        guard case let .notModified(validators) = result else { return XCTFail("Expected not modified, got \(result)") }
        XCTAssertEqual(validators?.entityTag, #""v2""#)
    }

    func test_revalidationReader_deliversTheResourceWithItsValidators_on200() throws {
        let response = makeResponse(["ETag": #""v1""#], status: 200)

        let result = try Revalidation<[FeedImage]>.reader(FeedItemsMapper.reader)(response)
            .readingWhole(Data(#"{"items":[]}"#.utf8))

        guard case let .modified(images, validators) = result else {
            return XCTFail("Expected modified, got \(result)")
        }
        XCTAssertEqual(images, [])
        XCTAssertEqual(validators?.entityTag, #""v1""#)
    }

    func test_revalidationReader_judgesOtherStatusesAsTheResourcesReaderDoes() {
        let response = makeResponse([:], status: 429)

        XCTAssertThrowsError(
            try Revalidation<[FeedImage]>.reader(FeedItemsMapper.reader)(response).readingWhole(Data())
        ) { error in
            XCTAssertEqual(error as? LoadFailure, .httpStatus(429))
        }
    }

    // MARK: - Helpers

    private func makeResponse(_ fields: [String: String], status: Int = 200) -> HTTPResponse {
        HTTPResponse(url: URL(string: "https://a-url.com/v1/feed")!, statusCode: status, headerFields: fields)
    }
}
