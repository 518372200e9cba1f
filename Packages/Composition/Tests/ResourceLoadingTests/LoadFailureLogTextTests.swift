import FeedFeature
import XCTest

@testable import ResourceLoading

final class LoadFailureLogTextTests: XCTestCase {
    func test_logText_namesEveryKindWithAllThatIsKnown() {
        let expectations: [(LoadFailure, String)] = [
            (.httpStatus(404), "HTTP 404"),
            (.invalidData(expected: .feed), "invalid data: no feed"),
            (.invalidData(expected: .comments), "invalid data: no comments"),
            (.invalidData(expected: nil), "invalid data"),
            (.tooLarge(limit: 33_554_432), "response over 33554432 bytes"),
            (.unsupportedContentEncoding("gzip\u{1B}"), #"unsupported content encoding "gzip\u{1B}""#),
            (.timedOut(seconds: 2.5), "timed out after 2.5 s"),
            (.timedOut(seconds: nil), "timed out"),
            (.connectivity(.connectionRefused), "connectivity connectionRefused"),
        ]

        for (failure, text) in expectations {
            XCTAssertEqual(failure.logText, text)
        }
    }
}
