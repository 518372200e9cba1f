import XCTest

@testable import HTTPTransport

/// `no_proxy` as curl 7.86+ reads it, its documented examples first.
final class NoProxyRulesTests: XCTestCase {
    func test_bypasses_followsCurlsDocumentedExamples() {
        assertRules(
            "example.com",
            bypass: ["example.com", "www.example.com", "EXAMPLE.COM", "www.example.com."],
            keep: ["www.notanexample.com", "example.com.othertld", "notexample.com"])
        assertRules(
            ".example.com", bypass: ["www.example.com", "foo.example.com", "example.com"], keep: ["xexample.com"])
        assertRules("*", bypass: ["anything.example", "127.0.0.1", "::1"], keep: [])
        assertRules("", bypass: [], keep: ["example.com", "127.0.0.1"])
        assertRules("example.com,::1,localhost", bypass: ["::1", "localhost", "a.example.com"], keep: ["::2"])
        assertRules("192.168.0.0/16", bypass: ["192.168.0.1", "192.168.255.255"], keep: ["192.169.0.1", "10.0.0.1"])
    }

    func test_bypasses_matchesAddressesByTheirBytesNeverAsNameSuffixes() {
        assertRules("0.0.1", bypass: [], keep: ["127.0.0.1"])
        assertRules("127.0.0.0/8", bypass: ["127.0.0.1", "127.255.0.9"], keep: ["128.0.0.1", "localhost"])
        assertRules("127.0.0.1", bypass: ["127.0.0.1"], keep: ["127.0.0.2", "127.0.0.1.example"])
        assertRules("fe80::/10", bypass: ["fe80::1", "febf::1"], keep: ["fec0::1", "127.0.0.1"])
        assertRules("[::1]", bypass: ["::1"], keep: ["::2"])
        assertRules("::ffff:0:0/96", bypass: ["::ffff:7f00:1"], keep: ["127.0.0.1"])
    }

    func test_bypasses_limitsAnEntryWithAPortToThatPort() {
        let sut = NoProxyRules("127.0.0.1:9999, example.com:8080, [::1]:443")

        XCTAssertTrue(sut.bypasses(host: "127.0.0.1", port: 9999))
        XCTAssertFalse(sut.bypasses(host: "127.0.0.1", port: 80))
        XCTAssertTrue(sut.bypasses(host: "www.example.com", port: 8080))
        XCTAssertFalse(sut.bypasses(host: "www.example.com", port: 443))
        XCTAssertTrue(sut.bypasses(host: "::1", port: 443))
        XCTAssertFalse(sut.bypasses(host: "::1", port: 80))
    }

    func test_init_splitsOnCommasAndWhiteSpaceAndIgnoresEmptyAndBadEntries() {
        let sut = NoProxyRules(" a.example ,\tb.example  c.example,, 10.0.0.0/33 ,")

        for host in ["a.example", "b.example", "c.example"] {
            XCTAssertTrue(sut.bypasses(host: host, port: 80), host)
        }
        XCTAssertFalse(sut.bypasses(host: "10.0.0.1", port: 80), "a block of 33 bits is no block")
    }

    func test_starAmongOtherEntries_isNoWildcard() {
        XCTAssertFalse(NoProxyRules("*, example.com").bypasses(host: "other.example", port: 80))
    }

    // MARK: - Helpers

    private func assertRules(
        _ value: String, bypass: [String], keep: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        let sut = NoProxyRules(value)
        for host in bypass {
            XCTAssertTrue(sut.bypasses(host: host, port: 80), "\(value) should bypass \(host)", file: file, line: line)
        }
        for host in keep {
            XCTAssertFalse(sut.bypasses(host: host, port: 80), "\(value) should keep \(host)", file: file, line: line)
        }
    }
}
