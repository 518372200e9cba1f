import XCTest

@testable import feed_tty

final class URLRedactionTests: XCTestCase {
    func test_hidingUserInfo_replacesUserAndPasswordOfAURL() {
        XCTAssertEqual(
            URLRedaction.hidingUserInfo(in: "http://bob:SECRET@host:8080/images/1.png?size=2#top"),
            "http://***@host:8080/images/1.png?size=2#top")
        XCTAssertEqual(URLRedaction.hidingUserInfo(in: "https://TOKEN@host"), "https://***@host")
    }

    func test_hidingUserInfo_hidesEveryURLInText() {
        XCTAssertEqual(
            URLRedaction.hidingUserInfo(in: "image http://a:1@x/p 3ms failed redirect to https://b:2@y?q done"),
            "image http://***@x/p 3ms failed redirect to https://***@y?q done")
    }

    func test_hidingUserInfo_hidesUserInfoOfTextThatIsNotAValidURL() {
        XCTAssertEqual(URLRedaction.hidingUserInfo(in: "http://user:pw@%00"), "http://***@%00")
        XCTAssertEqual(URLRedaction.hidingUserInfo(in: "http://u:p@a@host/"), "http://***@host/")
    }

    func test_hidingUserInfo_leavesTextWithoutUserInfoAlone() {
        for text in [
            "", "feed page 1 12ms ok 10 images", "http://host/path@with-at", "http://host?who=a@b", "http://@host/",
            "mailto:bob@host", "http://[::1]:8080/base", "://", "http://",
        ] {
            XCTAssertEqual(URLRedaction.hidingUserInfo(in: text), text)
        }
    }
}
