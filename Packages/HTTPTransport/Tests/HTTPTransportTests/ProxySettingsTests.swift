import Foundation
import XCTest

@testable import HTTPTransport

final class ProxySettingsTests: XCTestCase {
    func test_proxy_readsTheVariablesAsCurlDoes() throws {
        let sut = ProxySettings(environment: [
            "http_proxy": "proxy.local:3128", "HTTP_PROXY": "ignored:1", "HTTPS_PROXY": "http://u:p%40ss@tunnel:8080",
        ])

        XCTAssertEqual(
            sut.proxy(for: origin("http://a.example/x"))?.origin,
            HTTPOrigin(isSecure: false, host: "proxy.local", port: 3128))
        let tunnel = try XCTUnwrap(sut.proxy(for: origin("https://a.example/x")))
        XCTAssertEqual(tunnel.origin, HTTPOrigin(isSecure: false, host: "tunnel", port: 8080))
        XCTAssertEqual(tunnel.authorization, "Basic " + Data("u:p@ss".utf8).base64EncodedString())
    }

    func test_proxy_isNotUsedForHostsInNoProxy() {
        let sut = ProxySettings(environment: [
            "http_proxy": "proxy:1", "no_proxy": "localhost, .internal.example,10.0.0.1:80",
        ])

        XCTAssertNil(sut.proxy(for: origin("http://localhost:8080/")))
        XCTAssertNil(sut.proxy(for: origin("http://a.internal.example/")))
        XCTAssertNil(sut.proxy(for: origin("http://internal.example/")))
        XCTAssertNil(sut.proxy(for: origin("http://10.0.0.1/")))
        XCTAssertNotNil(sut.proxy(for: origin("http://notinternal.example/")))
    }

    func test_proxy_readsNoProxyAsCurlDoes_blocksAddressesAndPorts() {
        let sut = ProxySettings(environment: [
            "http_proxy": "proxy:1", "no_proxy": "127.0.0.0/8, 0.0.2, 10.0.0.1:9999",
        ])

        XCTAssertNil(sut.proxy(for: origin("http://127.0.0.1:8080/")), "inside the block")
        XCTAssertNotNil(sut.proxy(for: origin("http://10.0.0.2/")), "0.0.2 is not a suffix of an address")
        XCTAssertNil(sut.proxy(for: origin("http://10.0.0.1:9999/")))
        XCTAssertNotNil(sut.proxy(for: origin("http://10.0.0.1:80/")), "the entry's port only")
    }

    func test_proxy_noProxyStarBypassesEverything() {
        let sut = ProxySettings(environment: ["http_proxy": "proxy:1", "NO_PROXY": "*"])

        XCTAssertNil(sut.proxy(for: origin("http://anything.example/")))
    }

    func test_proxy_ignoresProxiesItCannotSpeak() {
        let sut = ProxySettings(environment: ["http_proxy": "socks5://proxy:1080", "https_proxy": "https://proxy:443"])

        XCTAssertNil(sut.proxy(for: origin("http://a.example/")))
        XCTAssertNil(sut.proxy(for: origin("https://a.example/")))
    }

    private func origin(_ text: String) -> HTTPOrigin {
        try! HTTPOrigin(of: URL(string: text)!)
    }
}
