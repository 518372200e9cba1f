import Foundation
import XCTest

@testable import FeedAPI

final class ISO8601DateParserTests: XCTestCase {
    func test_date_readsTheAPIsFormsAsFoundationDoes() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = String(
                format: "%04d-%02d-%02dT%02d:%02d:%02d%@", Int.random(in: 1583...9999, using: &generator),
                Int.random(in: 1...12, using: &generator), Int.random(in: 1...28, using: &generator),
                Int.random(in: 0...23, using: &generator), Int.random(in: 0...59, using: &generator),
                Int.random(in: 0...59, using: &generator), randomOffset(using: &generator))

            XCTAssertEqual(ISO8601DateParser.date(from: text), try foundationDate(text), text)
        }
    }

    func test_date_readsLeapDaysAndTheEndsOfMonthsAsFoundationDoes() throws {
        for text in [
            "2020-02-29T23:59:59Z", "2000-02-29T00:00:00+0000", "2021-01-31T12:00:00-05:30",
            "1999-12-31T23:59:59+14:00",
            "1583-01-01T00:00:00Z", "9999-12-31T23:59:59-1200",
        ] {
            XCTAssertEqual(ISO8601DateParser.date(from: text), try foundationDate(text), text)
        }
    }

    func test_date_leavesEverythingElseToFoundation() {
        for text in [
            "2021-02-29T00:00:00Z", "1900-02-29T00:00:00Z", "2020-13-01T00:00:00Z", "2020-04-31T00:00:00Z",
            "2020-05-20T24:00:00Z", "2020-05-20T11:60:00Z", "2020-05-20T11:24:60Z", "2020-05-20T11:24:59",
            "2020-05-20T11:24:59z", "2020-05-20T11:24:59+000", "2020-05-20T11:24:59+00:000", "2020-05-20 11:24:59Z",
            "2020-05-20T11:24:59.5Z", "1582-10-15T00:00:00Z", "+020-05-20T11:24:59Z", "2020-05-20T11:24:59+2400",
            "2020-05-20T11:24:59+2000", "2020-05-20T11:24:59-1801", "",
            "2020-05-20T11:24:59Z garbage",
        ] {
            XCTAssertNil(ISO8601DateParser.date(from: text), text)
        }
    }

    private func foundationDate(_ text: String) throws -> Date? {
        try? Date.ISO8601FormatStyle().parse(text)
    }

    private func randomOffset(using generator: inout SystemRandomNumberGenerator) -> String {
        let hours = Int.random(in: 0...14, using: &generator)
        let minutes = [0, 30, 45].randomElement(using: &generator)!
        let sign = Bool.random(using: &generator) ? "+" : "-"
        switch Int.random(in: 0...2, using: &generator) {
        case 0: return "Z"
        case 1: return String(format: "%@%02d%02d", sign, hours, minutes)
        default: return String(format: "%@%02d:%02d", sign, hours, minutes)
        }
    }
}
