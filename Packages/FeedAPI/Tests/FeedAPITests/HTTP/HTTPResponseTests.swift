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

    func test_init_hasNoHeaderFieldsUnlessGivenSome() {
        XCTAssertEqual(HTTPResponse(url: anyURL(), statusCode: 404).headerFields, [:])
    }
}
