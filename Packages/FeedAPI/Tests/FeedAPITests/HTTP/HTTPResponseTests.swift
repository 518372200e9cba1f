import FeedAPI
import TestSupport
import XCTest

final class HTTPResponseTests: XCTestCase {
    func test_valueForHTTPHeaderField_findsAFieldWhateverTheCaseOfItsName() {
        let sut = HTTPResponse(url: anyURL(), statusCode: 200, headerFields: ["Content-Type": "image/png"])

        XCTAssertEqual(sut.value(forHTTPHeaderField: "Content-Type"), "image/png")
        XCTAssertEqual(sut.value(forHTTPHeaderField: "content-type"), "image/png")
        XCTAssertEqual(sut.value(forHTTPHeaderField: "CONTENT-TYPE"), "image/png")
    }

    func test_valueForHTTPHeaderField_isNilForAFieldNotSent() {
        let sut = HTTPResponse(url: anyURL(), statusCode: 200, headerFields: ["Content-Type": "image/png"])

        XCTAssertNil(sut.value(forHTTPHeaderField: "Content-Length"))
        XCTAssertNil(sut.value(forHTTPHeaderField: "Content-Type-Options"))
    }

    /// Field names are tokens of ASCII characters (RFC 9110, 5.1 and 5.6.2), so only ASCII letters
    /// match without their case: a long s (ſ) or a Kelvin sign (K), which Unicode folds to an s and
    /// a k, makes another name.
    func test_valueForHTTPHeaderField_matchesOnlyASCIILettersWithoutTheirCase() {
        let sut = HTTPResponse(
            url: anyURL(), statusCode: 200, headerFields: ["Expire\u{17F}": "never", "Ta\u{212A}e": "all"])

        XCTAssertNil(sut.value(forHTTPHeaderField: "Expires"))
        XCTAssertNil(sut.value(forHTTPHeaderField: "Take"))
        XCTAssertEqual(sut.value(forHTTPHeaderField: "EXPIRE\u{17F}"), "never")
    }

    func test_init_hasNoHeaderFieldsUnlessGivenSome() {
        XCTAssertEqual(HTTPResponse(url: anyURL(), statusCode: 404).headerFields, [:])
    }
}
