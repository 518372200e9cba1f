import FeedFeature
import XCTest

final class URLRedactionTests: XCTestCase {
    // MARK: - A URL or proxy setting as written

    func test_hidingUserInfoOfValue_hidesEveryMalformedFormOfAPassword() {
        let forms: [(value: String, shown: String)] = [
            ("http://ana:pa/S3cr3tPW@127.0.0.1:18080", "http://***@127.0.0.1:18080"),
            ("http://ana:pa#S3cr3tPW@127.0.0.1:18080/base", "http://***@127.0.0.1:18080/base"),
            ("http://ana:pa?S3cr3tPW@127.0.0.1:18080", "http://***@127.0.0.1:18080"),
            ("http://pu:pa@S3cr3tPW:w/rd@127.0.0.1:13131", "http://***@127.0.0.1:13131"),
            ("pu:S3cr3tPW@127.0.0.1:99999", "***@127.0.0.1:99999"),
            ("socks5://pu:pa/S3cr3tPW@127.0.0.1:13131", "socks5://***@127.0.0.1:13131"),
            ("https://ana:S3cr3tPW@[::1]:8443/base", "https://***@[::1]:8443/base"),
            ("http://ana:S3cr%2F3tPW@127.0.0.1", "http://***@127.0.0.1"),
            ("http://ánä:Σ3cr3τ/PW@127.0.0.1", "http://***@127.0.0.1"),
            ("http://S3cr3tPW@host", "http://***@host"),
            ("http://ana:S3cr3t PW@host", "http://***@host"),
            ("http://ana:S3cr3tPW@", "http://***@"),
            ("ftp://ana:S3cr3tPW@host:99999", "ftp://***@host:99999"),
        ]

        for form in forms {
            XCTAssertEqual(URLRedaction.hidingUserInfo(ofValue: form.value), form.shown, form.value)
        }
    }

    func test_hidingUserInfoOfValue_leavesAValueWithoutUserInfoAlone() {
        for value in ["", "http://127.0.0.1:13131", "127.0.0.1:99999", "socks5h://[::1]:1080", "http://", "://"] {
            XCTAssertEqual(URLRedaction.hidingUserInfo(ofValue: value), value)
        }
    }

    // MARK: - URLs in other text

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
        let forms: [(text: String, shown: String)] = [
            ("http://user:pw@%00", "http://***@%00"),
            ("http://u:p@a@host/", "http://***@host/"),
            ("url 'http://ana:pa/S3cr3tPW@127.0.0.1:18080' bad", "url 'http://***@127.0.0.1:18080' bad"),
            ("http://ana:pa#S3cr3tPW@host/x", "http://***@host/x"),
            ("http://ana:pa?S3cr3tPW@host", "http://***@host"),
            ("http://pu:pa@S3cr3tPW:w/rd@127.0.0.1:13131", "http://***@127.0.0.1:13131"),
            ("socks5h://pu:pa/S3cr3tPW@[::1]:1080", "socks5h://***@[::1]:1080"),
            ("http://ánä:Σ3cr3τ@host", "http://***@host"),
            ("http://a:b://S3cr3tPW@host", "http://***@host"),
        ]

        for form in forms {
            XCTAssertEqual(URLRedaction.hidingUserInfo(in: form.text), form.shown, form.text)
        }
    }

    func test_hidingUserInfo_leavesTextWithoutUserInfoAlone() {
        for text in [
            "", "feed page 1 12ms ok 10 images", "http://host/path@with-at", "http://host?who=a@b", "http://@host/",
            "mailto:bob@host", "http://[::1]:8080/base", "://", "http://", "http://host:8080/img@2x.png",
            "http://[::1]/a@b",
        ] {
            XCTAssertEqual(URLRedaction.hidingUserInfo(in: text), text)
        }
    }
}
