import FeedAPI
import FeedFeature
import Foundation
import HTTPTransport
import TestSupport
import XCTest

/// The transport against the servers and proxies its users meet, as Debian ships them: tinyproxy
/// and nginx, each started on 127.0.0.1 from its template in `Scripts/peers/` (microsocks, the
/// SOCKS5 server, is in `SocketHTTPClientTests`). `Scripts/install-test-peers` installs them; elsewhere a test whose
/// peer is missing is skipped.
final class RealPeersTests: XCTestCase {
    // MARK: - tinyproxy

    func test_perform_goesThroughRealTinyproxyOverPlainHTTP() throws {
        let server = try FeedServer.start(in: self)
        let proxy = try TestTinyproxy.start(in: self, tunnellingTo: server.baseURL.port!)

        let (data, response) = try makeSUT(environment: ["http_proxy": proxy.url.absoluteString])
            .request(for: feedURL(server.baseURL)).perform()

        XCTAssertEqual(response.statusCode, 200)
        XCTAssertNoThrow(try FeedItemsMapper.map(data, from: response))
        XCTAssertEqual(proxy.requestLines(), ["GET \(feedURL(server.baseURL).absoluteString) HTTP/1.1"])
    }

    func test_perform_tunnelsTLSThroughRealTinyproxy() throws {
        let certificates = try makeCertificates()
        let server = try FeedServer.start(in: self, certificate: certificates.server)
        let proxy = try TestTinyproxy.start(in: self, tunnellingTo: server.baseURL.port!)

        let (data, response) = try makeSUT(environment: ["https_proxy": proxy.url.absoluteString])
            .request(for: feedURL(server.baseURL)).perform()

        XCTAssertEqual(response.statusCode, 200)
        XCTAssertNoThrow(try FeedItemsMapper.map(data, from: response))
        XCTAssertEqual(proxy.requestLines(), ["CONNECT 127.0.0.1:\(server.baseURL.port!) HTTP/1.1"])
    }

    func test_perform_namesRealTinyproxyAnd407WhenItRefusesATunnelWithoutCredentials() throws {
        let certificates = try makeCertificates()
        let server = try FeedServer.start(in: self, certificate: certificates.server)
        let proxy = try TestTinyproxy.start(
            in: self, tunnellingTo: server.baseURL.port!, basicAuth: ("user", "secret"))

        XCTAssertThrowsError(
            try makeSUT(environment: ["https_proxy": proxy.url.absoluteString])
                .request(for: feedURL(server.baseURL)).perform()
        ) { error in
            XCTAssertEqual((error as? URLError)?.code, .cannotConnectToHost, "\(error)")
            XCTAssertEqual(
                failureKind(of: error), .connectivity(.proxyRefused(proxy: "127.0.0.1:\(proxy.port)", status: 407)),
                "\(error)")
        }
        XCTAssertEqual(server.requestLog(), [], "Expected nothing to reach the server past the refusal")
    }

    func test_perform_tunnelsTLSThroughRealTinyproxyWithTheCredentialsOfTheProxyURL() throws {
        let certificates = try makeCertificates()
        let server = try FeedServer.start(in: self, certificate: certificates.server)
        let proxy = try TestTinyproxy.start(
            in: self, tunnellingTo: server.baseURL.port!, basicAuth: ("user", "secret"))

        let (data, response) = try makeSUT(environment: ["https_proxy": "http://user:secret@127.0.0.1:\(proxy.port)"])
            .request(for: feedURL(server.baseURL)).perform()

        XCTAssertEqual(response.statusCode, 200)
        XCTAssertNoThrow(try FeedItemsMapper.map(data, from: response))
        XCTAssertEqual(proxy.requestLines(), ["CONNECT 127.0.0.1:\(server.baseURL.port!) HTTP/1.1"])
    }

    // MARK: - nginx

    func test_perform_sendsTheCredentialsOfTheURLToRealNginxBasicAuthentication_andGets401WithoutThem() throws {
        let nginx = try TestNginx.start(in: self, certificates: try makeCertificates(), user: "ana", password: "pa%ss")
        let withCredentials = URL(string: "http://ana:pa%25ss@127.0.0.1:\(nginx.plainURL.port!)/")!

        let (data, response) = try makeSUT(credentials: OriginCredentials(url: withCredentials))
            .request(for: feedURL(nginx.plainURL)).perform()

        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(data, try Data(contentsOf: TestNginx.feedFile))
        XCTAssertEqual(try makeSUT().request(for: feedURL(nginx.plainURL)).perform().1.statusCode, 401)
    }

    func test_perform_speaksTLS12AndTLS13ToRealNginx() throws {
        let nginx = try TestNginx.start(in: self, certificates: try makeCertificates(), user: "ana", password: "x")

        for origin in [nginx.tls12URL, nginx.tls13URL] {
            let (data, response) = try makeSUT().request(for: feedURL(origin)).perform()

            XCTAssertEqual(response.statusCode, 200, "\(origin)")
            XCTAssertEqual(data, try Data(contentsOf: TestNginx.feedFile), "\(origin)")
        }
    }

    func test_perform_saysRealNginxsCertificateIsExpired() throws {
        let nginx = try TestNginx.start(in: self, certificates: try makeCertificates(), user: "ana", password: "x")

        XCTAssertThrowsError(try makeSUT().request(for: feedURL(nginx.expiredCertificateURL)).perform()) { error in
            XCTAssertEqual((error as? URLError)?.code, .serverCertificateUntrusted, "\(error)")
            XCTAssertEqual(failureKind(of: error), .connectivity(.certificateExpired), "\(error)")
        }
    }

    func test_perform_readsRealNginxsChunkedResponseWhole() throws {
        let nginx = try TestNginx.start(in: self, certificates: try makeCertificates(), user: "ana", password: "x")
        let url = nginx.plainURL.appendingPathComponent("chunked/v1/feed")

        let (data, response) = try makeSUT().request(for: url).perform()

        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(response.value(forHTTPHeaderField: "Transfer-Encoding"), "chunked", "\(response.headerFields)")
        XCTAssertEqual(data, try Data(contentsOf: TestNginx.feedFile))
    }

    // MARK: - Helpers

    private func feedURL(_ origin: URL) -> URL {
        origin.appendingPathComponent("v1/feed")
    }
}
