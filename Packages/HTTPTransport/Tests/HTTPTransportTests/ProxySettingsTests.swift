import Foundation
import XCTest

@testable import HTTPTransport

final class ProxySettingsTests: XCTestCase {
    func test_proxy_readsTheVariablesAsCurlDoes() throws {
        let sut = ProxySettings(environment: [
            "http_proxy": "proxy.local:3128", "HTTP_PROXY": "ignored:1", "HTTPS_PROXY": "http://u:p%40ss@tunnel:8080",
        ])

        XCTAssertEqual(
            try sut.proxy(for: origin("http://a.example/x"))?.origin,
            HTTPOrigin(isSecure: false, host: "proxy.local", port: 3128))
        let tunnel = try XCTUnwrap(try sut.proxy(for: origin("https://a.example/x")))
        XCTAssertEqual(tunnel.origin, HTTPOrigin(isSecure: false, host: "tunnel", port: 8080))
        XCTAssertEqual(tunnel.authorization, "Basic " + Data("u:p@ss".utf8).base64EncodedString())
    }

    func test_proxy_takesAllProxyForASchemeWithoutItsOwn() throws {
        let sut = ProxySettings(environment: ["ALL_PROXY": "socks5h://proxy:9050", "http_proxy": "http://web:3128"])

        XCTAssertEqual(try sut.proxy(for: origin("http://a.example/"))?.origin.host, "web")
        let https = try XCTUnwrap(try sut.proxy(for: origin("https://a.example/")))
        XCTAssertEqual(https.kind, .socks5(resolvesRemotely: true))
        XCTAssertEqual(https.origin, HTTPOrigin(isSecure: false, host: "proxy", port: 9050))
    }

    func test_proxy_readsEverySOCKSSchemeWithItsCredentialsDecoded() throws {
        let kinds: [(String, ProxySettings.Proxy.Kind)] = [
            ("socks5", .socks5(resolvesRemotely: false)), ("socks5h", .socks5(resolvesRemotely: true)),
            ("socks4", .socks4(resolvesRemotely: false)), ("socks4a", .socks4(resolvesRemotely: true)),
        ]
        for (scheme, kind) in kinds {
            let sut = ProxySettings(environment: ["https_proxy": "\(scheme)://us%20er:p%3Ass@127.0.0.1"])

            let proxy = try XCTUnwrap(try sut.proxy(for: origin("https://a.example/")), scheme)
            XCTAssertEqual(proxy.kind, kind, scheme)
            XCTAssertEqual(proxy.origin.port, 1080, scheme)
            XCTAssertEqual(proxy.credentials?.user, "us er", scheme)
            XCTAssertEqual(proxy.credentials?.password, "p:ss", scheme)
            XCTAssertNil(proxy.authorization, "\(scheme): no Basic header for a SOCKS proxy")
        }
    }

    func test_proxy_failsRatherThanGoingDirectThroughASettingItCannotUse() {
        for value in ["gopher://proxy:70", "ftp://proxy:21", "socks5://", "http://proxy:99999", "https://"] {
            let sut = ProxySettings(environment: ["https_proxy": value])

            XCTAssertThrowsError(try sut.proxy(for: origin("https://a.example/")), value) { error in
                XCTAssertEqual((error as? URLError)?.code, .cannotConnectToHost, value)
                XCTAssertTrue("\(error)".contains("https_proxy"), "\(value): \(error)")
            }
            XCTAssertEqual(
                sut.problem(for: origin("https://a.example/")),
                ProxySettingProblem(variable: "https_proxy", value: value))
        }
    }

    func test_problem_hidesThePasswordOfTheValueWhateverItsShape() {
        for value in [
            "ftp://ana:s3cret@proxy:21/", "pu:s3cret@127.0.0.1:99999", "http://pu:pa/s3cret@127.0.0.1:13131",
            "socks5://pu:pa/s3cret@127.0.0.1:13131", "http://pu:pa@s3cret:w/rd@127.0.0.1:13131",
            "ftp://pu:pa#s3cret@[::1]:21", "https://ánä:pä?s3cret@proxy", "ftp://ana:%73%33cret@proxy:443",
        ] {
            let sut = ProxySettings(environment: ["ALL_PROXY": value])

            let problem = sut.problem(for: origin("http://a.example/"))
            XCTAssertEqual(problem?.variable, "ALL_PROXY", value)
            XCTAssertFalse(problem?.value.contains("s3cret") ?? true, "\(value): \(String(describing: problem))")
            XCTAssertFalse(problem?.value.contains("%73%33") ?? true, "\(value): \(String(describing: problem))")
            XCTAssertThrowsError(try sut.proxy(for: origin("http://a.example/")), value) { error in
                XCTAssertFalse("\(error)".contains("s3cret"), "\(error)")
            }
        }
    }

    func test_problem_isNoneForRequestsTheUnusableSettingWouldNotCarry() throws {
        let sut = ProxySettings(environment: ["https_proxy": "ftp://proxy:21", "no_proxy": "direct.example"])

        XCTAssertNil(sut.problem(for: origin("http://a.example/")))
        XCTAssertNil(try sut.proxy(for: origin("http://a.example/")))
        XCTAssertNil(sut.problem(for: origin("https://direct.example/")))
        XCTAssertNotNil(sut.problem(for: origin("https://a.example/")))
    }

    func test_proxy_readsAnHTTPSProxyAsAnHTTPProxySpokenToOverTLS() throws {
        let sut = ProxySettings(environment: [
            "http_proxy": "https://u:p%40ss@proxy.example", "https_proxy": "https://proxy.example:8443",
        ])

        let proxy = try XCTUnwrap(try sut.proxy(for: origin("http://a.example/")))
        XCTAssertEqual(proxy.kind, .http)
        XCTAssertEqual(proxy.origin, HTTPOrigin(isSecure: true, host: "proxy.example", port: 443))
        XCTAssertEqual(proxy.authorization, "Basic " + Data("u:p@ss".utf8).base64EncodedString())
        XCTAssertEqual(
            try sut.proxy(for: origin("https://a.example/"))?.origin,
            HTTPOrigin(isSecure: true, host: "proxy.example", port: 8443))
    }

    func test_proxy_readsSOCKSWithoutAVersionAsSOCKS4AsCurlDoes() throws {
        let sut = ProxySettings(environment: ["all_proxy": "socks://127.0.0.1:13131"])

        XCTAssertEqual(try sut.proxy(for: origin("http://a.example/"))?.kind, .socks4(resolvesRemotely: false))
    }

    func test_proxy_takesAnEmptyVariableForUnset() throws {
        let emptyNoProxy = ProxySettings(environment: [
            "http_proxy": "http://proxy:1", "no_proxy": "", "NO_PROXY": "127.0.0.1",
        ])
        let blankHTTPSProxy = ProxySettings(environment: ["https_proxy": " ", "HTTPS_PROXY": "http://upper:1"])
        let emptyAll = ProxySettings(environment: ["all_proxy": "", "ALL_PROXY": "http://upper:2"])

        XCTAssertNil(try emptyNoProxy.proxy(for: origin("http://127.0.0.1:18080/")))
        XCTAssertEqual(try blankHTTPSProxy.proxy(for: origin("https://a.example/"))?.origin.host, "upper")
        XCTAssertEqual(try emptyAll.proxy(for: origin("http://a.example/"))?.origin.host, "upper")
    }

    func test_proxy_isNotUsedForHostsInNoProxy() throws {
        let sut = ProxySettings(environment: [
            "http_proxy": "proxy:1", "no_proxy": "localhost, .internal.example,10.0.0.1:80",
        ])

        XCTAssertNil(try sut.proxy(for: origin("http://localhost:8080/")))
        XCTAssertNil(try sut.proxy(for: origin("http://a.internal.example/")))
        XCTAssertNil(try sut.proxy(for: origin("http://internal.example/")))
        XCTAssertNil(try sut.proxy(for: origin("http://10.0.0.1/")))
        XCTAssertNotNil(try sut.proxy(for: origin("http://notinternal.example/")))
    }

    func test_proxy_readsNoProxyAsCurlDoes_blocksAddressesAndPorts() throws {
        let sut = ProxySettings(environment: [
            "http_proxy": "proxy:1", "no_proxy": "127.0.0.0/8, 0.0.2, 10.0.0.1:9999",
        ])

        XCTAssertNil(try sut.proxy(for: origin("http://127.0.0.1:8080/")), "inside the block")
        XCTAssertNotNil(try sut.proxy(for: origin("http://10.0.0.2/")), "0.0.2 is not a suffix of an address")
        XCTAssertNil(try sut.proxy(for: origin("http://10.0.0.1:9999/")))
        XCTAssertNotNil(try sut.proxy(for: origin("http://10.0.0.1:80/")), "the entry's port only")
    }

    func test_proxy_noProxyStarBypassesEverything_evenAnUnusableSetting() throws {
        let sut = ProxySettings(environment: ["http_proxy": "ftp://proxy:1", "NO_PROXY": "*"])

        XCTAssertNil(try sut.proxy(for: origin("http://anything.example/")))
    }

    private func origin(_ text: String) -> HTTPOrigin {
        try! HTTPOrigin(of: URL(string: text)!)
    }
}
