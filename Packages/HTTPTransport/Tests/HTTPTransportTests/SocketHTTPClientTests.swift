import FeedAPI
import FeedFeature
import Foundation
import TestSupport
import XCTest

@testable import HTTPTransport

/// The transport against `Scripts/feed-server` over real loopback sockets, plain and TLS: what a
/// hostile or merely unusual server can send, and what the transport does with it. (The rows every
/// client shares are `HTTPClientSpecs`, in the app's tests.)
final class SocketHTTPClientTests: XCTestCase {
    func test_perform_readsChunkedCloseDelimitedAndInterimAnswers() throws {
        for fault in ["chunked", "close-delimited", "interim-100"] {
            let server = try FeedServer.start(in: self, faults: [fault])

            let (data, response) = try makeSUT().request(for: feedURL(server)).perform()

            XCTAssertEqual(response.statusCode, 200, fault)
            XCTAssertNoThrow(try FeedItemsMapper.map(data, from: response), fault)
        }
    }

    func test_perform_failsWhenAResetCutsACloseDelimitedBody_ratherThanTakingItForTheEnd() throws {
        let server = try FeedServer.start(in: self, faults: ["feed-reset"])

        XCTAssertThrowsError(try makeSUT().request(for: feedURL(server)).perform()) { error in
            XCTAssertEqual((error as? URLError)?.code, .networkConnectionLost, "\(error)")
            XCTAssertEqual((error as? URLError)?.localizedDescription, "connection reset", "\(error)")
        }
    }

    func test_perform_inflatesGzipAndDeflateBombsOnlyUpToTheLimit() throws {
        for encoding in ["gzip", "deflate"] {
            let server = try FeedServer.start(in: self, faults: ["feed-encoded:\(encoding)"])

            XCTAssertThrowsError(try makeSUT().request(for: feedURL(server)).perform(), encoding) { error in
                XCTAssertEqual(
                    error as? ResponseTooLargeError, ResponseTooLargeError(limit: 1024 * 1024), "\(error)")
            }
        }
    }

    func test_perform_refusesBodiesInCodingsItCannotInflateAsTheyArrive() throws {
        for encoding in ["br", "zstd"] {
            let server = try FeedServer.start(in: self, faults: ["feed-encoded:\(encoding)"])

            XCTAssertThrowsError(try makeSUT().request(for: feedURL(server)).perform(), encoding) { error in
                XCTAssertEqual(
                    error as? UnsupportedContentEncodingError, UnsupportedContentEncodingError(encoding: encoding))
            }
        }
    }

    func test_perform_failsOnHeadsPastTheirLimits() throws {
        for fault in ["endless-1xx", "huge-headers", "long-header-line", "endless-headers"] {
            let server = try FeedServer.start(in: self, faults: [fault])

            XCTAssertThrowsError(try makeSUT().request(for: feedURL(server)).perform(), fault) { error in
                XCTAssertEqual((error as? URLError)?.code, .badServerResponse, "\(fault): \(error)")
            }
        }
    }

    func test_perform_followsFiveRedirectsButNotSixNorToOtherSchemes() throws {
        let five = try FeedServer.start(in: self, faults: ["redirect-chain:5"])
        XCTAssertEqual(try makeSUT().request(for: feedURL(five)).perform().1.statusCode, 200)

        let six = try FeedServer.start(in: self, faults: ["redirect-chain:6"])
        XCTAssertThrowsError(try makeSUT().request(for: feedURL(six)).perform()) { error in
            XCTAssertEqual((error as? URLError)?.code, .httpTooManyRedirects)
        }

        let ftp = try FeedServer.start(in: self, faults: ["redirect-ftp"])
        XCTAssertThrowsError(try makeSUT().request(for: feedURL(ftp)).perform()) { error in
            XCTAssertEqual((error as? URLError)?.code, .unsupportedURL)
        }
    }

    func test_perform_reusesAKeptAliveConnection() throws {
        let server = try FeedServer.start(in: self)
        let sut = makeSUT()

        for _ in 0..<5 {
            _ = try sut.request(for: feedURL(server)).perform()
        }

        // One connection for the five requests, and one for asking the server.
        XCTAssertEqual(try server.stats().connections, 2, "Expected the five requests on one connection")
    }

    func test_perform_givesBackEveryDescriptorButTheKeptConnectionWhenItsRequestsEnd() throws {
        let server = try FeedServer.start(in: self)
        let sut = makeSUT()
        _ = try sut.request(for: feedURL(server)).perform()
        let descriptorsWithTheConnectionOpen = try openDescriptorCount()

        // Kept, as a screen keeps a finished load's cancel: the requests themselves stay alive.
        let finishedRequests = try (0..<50).map { _ in
            let request = sut.request(for: feedURL(server))
            _ = try request.perform()
            return request
        }

        // At most one more: a cancellation pipe the client keeps for its next request's waits.
        XCTAssertLessThanOrEqual(try openDescriptorCount(), descriptorsWithTheConnectionOpen + 2)
        finishedRequests.forEach { $0.cancel() }  // harmless once ended: nothing is written anywhere
    }

    func test_perform_afterACancelledRequestIsNotCancelledByThePipeItUsed() throws {
        let server = try FeedServer.start(in: self, faults: ["slow-headers:30"])
        let sut = makeSUT()
        let cancelled = sut.request(for: feedURL(server))
        cancelOnceBlocked(cancelled)
        XCTAssertThrowsError(try cancelled.perform())

        try server.setFaults(["slow-headers:0.3"])

        XCTAssertEqual(try sut.request(for: feedURL(server)).perform().1.statusCode, 200)
    }

    func test_perform_opensAtMostSixConnectionsToAHostForManyConcurrentRequests() throws {
        let server = try FeedServer.start(in: self, faults: ["slow-headers:0.2"])
        let sut = makeSUT()
        let url = feedURL(server)
        // HandOffMutex, not Mutex: ThreadSanitizer cannot follow a contended Mutex's hand-over.
        let statuses = HandOffMutex<[Int]>([])
        let group = DispatchGroup()

        for index in 0..<24 {
            DispatchQueue(label: "request \(index)").async(group: group) {
                let status = (try? sut.request(for: url).perform().1.statusCode) ?? -1
                statuses.withLock { $0.append(status) }
            }
        }

        XCTAssertEqual(group.wait(timeout: .now() + 20), .success)
        XCTAssertEqual(statuses.withLock { $0 }, Array(repeating: 200, count: 24))
        // At most six for the requests, and one for asking the server.
        XCTAssertLessThanOrEqual(try server.stats().connections, 7)
    }

    func test_perform_endsByTheDeadlineWhateverTheServerTrickles() throws {
        // The server takes an hour; the deadline of 1 s ends a request in about 1.05 s on a quiet machine.
        for fault in ["slow-body:3600", "feed-trickle-flood:3600"] {
            let server = try FeedServer.start(in: self, faults: [fault])
            let start = Date()

            XCTAssertThrowsError(try makeSUT(timeout: 1).request(for: feedURL(server)).perform(), fault) { error in
                XCTAssertEqual((error as? URLError)?.code, .timedOut, "\(fault): \(error)")
                XCTAssertEqual(
                    (error as? URLError)?.userInfo[NSUnderlyingErrorKey] as? ClientTimeoutError,
                    ClientTimeoutError(seconds: 1), "Expected the deadline's length under the error")
            }
            XCTAssertLessThan(Date().timeIntervalSince(start), Guards.hang(quietSeconds: 1.1), fault)
        }
    }

    func test_perform_stopsAFloodAtTheCap() throws {
        let server = try FeedServer.start(in: self, faults: ["feed-trickle-flood:0.2"])

        XCTAssertThrowsError(try makeSUT(timeout: 10).request(for: feedURL(server)).perform()) { error in
            XCTAssertEqual(error as? ResponseTooLargeError, ResponseTooLargeError(limit: 1024 * 1024))
        }
    }

    func test_cancel_fromAnotherThreadEndsABlockedRequestAtOnce() throws {
        let server = try FeedServer.start(in: self, faults: ["slow-headers:30"])
        let request = makeSUT().request(for: feedURL(server))
        cancelOnceBlocked(request)
        let start = Date()

        XCTAssertThrowsError(try request.perform()) { error in
            XCTAssertEqual((error as? URLError)?.code, .cancelled)
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
    }

    func test_cancel_beforePerformEndsItAtOnce() throws {
        let server = try FeedServer.start(in: self)
        let request = makeSUT().request(for: feedURL(server))

        request.cancel()

        XCTAssertThrowsError(try request.perform()) { error in
            XCTAssertEqual((error as? URLError)?.code, .cancelled)
        }
    }

    // MARK: - TLS

    func test_perform_speaksTLSToAServerTrustedThroughSSLCertFile() throws {
        let certificates = try makeCertificates()
        let server = try FeedServer.start(in: self, certificate: certificates.server)

        let (data, response) = try makeSUT().request(for: feedURL(server)).perform()

        XCTAssertEqual(response.statusCode, 200)
        XCTAssertNoThrow(try FeedItemsMapper.map(data, from: response))
    }

    func test_perform_overTLS_failsWhenAResetCutsACloseDelimitedBody() throws {
        let certificates = try makeCertificates()
        let server = try FeedServer.start(in: self, faults: ["feed-reset"], certificate: certificates.server)

        XCTAssertThrowsError(try makeSUT().request(for: feedURL(server)).perform()) { error in
            XCTAssertEqual((error as? URLError)?.code, .networkConnectionLost, "\(error)")
            XCTAssertEqual((error as? URLError)?.localizedDescription, "TLS: connection reset", "\(error)")
        }
    }

    func test_perform_refusesAnUntrustedCertificateAndAWrongHostName() throws {
        let certificates = try makeCertificates()
        for certificate in [certificates.untrusted, certificates.wrongHost] {
            let server = try FeedServer.start(in: self, certificate: certificate)

            XCTAssertThrowsError(
                try makeSUT().request(for: feedURL(server)).perform(), certificate.certificate.lastPathComponent
            ) { error in
                XCTAssertEqual((error as? URLError)?.code, .serverCertificateUntrusted, "\(error)")
            }
        }
    }

    func test_perform_saysWhyItRefusedACertificate() throws {
        let certificates = try makeCertificates()
        let cases: [((certificate: URL, key: URL), LoadFailure.Connectivity)] = [
            (certificates.expired, .certificateExpired), (certificates.notYetValid, .certificateNotYetValid),
            (certificates.untrusted, .certificateSelfSigned), (certificates.unknownIssuer, .certificateUnknownIssuer),
            (certificates.wrongHost, .certificateHostMismatch),
        ]
        for (certificate, kind) in cases {
            let server = try FeedServer.start(in: self, certificate: certificate)

            XCTAssertThrowsError(try makeSUT().request(for: feedURL(server)).perform(), "\(kind)") { error in
                XCTAssertEqual((error as? URLError)?.code, .serverCertificateUntrusted, "\(error)")
                XCTAssertEqual(failureKind(of: error), .connectivity(kind), "\(error)")
            }
        }
    }

    func test_perform_namesTheProxyThatCannotBeReachedOrThatRefusedTheTunnel() throws {
        let server = try FeedServer.start(in: self)
        XCTAssertThrowsError(
            try makeSUT(environment: ["http_proxy": "http://127.0.0.1:1"]).request(for: feedURL(server)).perform()
        ) { error in
            XCTAssertEqual(failureKind(of: error), .connectivity(.proxyUnreachable(proxy: "127.0.0.1:1")))
        }

        let proxy = try TestHTTPProxy.start(in: self, requiring: "user:secret")
        XCTAssertThrowsError(
            try makeSUT(environment: ["http_proxy": proxy.url.absoluteString]).request(for: feedURL(server)).perform()
        ) { error in
            let name = "127.0.0.1:\(proxy.url.port!)"
            XCTAssertEqual(failureKind(of: error), .connectivity(.proxyRefused(proxy: name, status: 407)), "\(error)")
        }

        let certificates = try makeCertificates()
        let secure = try FeedServer.start(in: self, certificate: certificates.server)
        XCTAssertThrowsError(
            try makeSUT(environment: ["https_proxy": proxy.url.absoluteString]).request(for: feedURL(secure)).perform()
        ) { error in
            let name = "127.0.0.1:\(proxy.url.port!)"
            XCTAssertEqual(failureKind(of: error), .connectivity(.proxyRefused(proxy: name, status: 407)))
        }
    }

    func test_perform_failsWithTheRefusalUnderTheErrorWhenNothingListens() throws {
        let server = try FeedServer.start(in: self)
        let url = feedURL(server)
        server.stop()

        XCTAssertThrowsError(try makeSUT().request(for: url).perform()) { error in
            XCTAssertEqual((error as? URLError)?.code, .cannotConnectToHost, "\(error)")
            XCTAssertEqual(
                ((error as? URLError)?.userInfo[NSUnderlyingErrorKey] as? POSIXError)?.code, .ECONNREFUSED, "\(error)")
        }
    }

    // MARK: - Credentials

    func test_perform_sendsTheCredentialsOfTheURLToTheirOriginAsBasicAuthentication() throws {
        let server = try FeedServer.start(in: self, faults: ["basic-auth:ana:pa%ss w"])
        var withCredentials = URLComponents(url: server.baseURL, resolvingAgainstBaseURL: false)!
        withCredentials.percentEncodedUser = "ana"
        withCredentials.percentEncodedPassword = "pa%25ss%20w"

        let sut = makeSUT(credentials: OriginCredentials(url: withCredentials.url!))
        XCTAssertEqual(try sut.request(for: feedURL(server)).perform().1.statusCode, 200)
        XCTAssertEqual(try makeSUT().request(for: feedURL(server)).perform().1.statusCode, 401)
    }

    func test_perform_sendsNoCredentialsToAnotherOrigin() throws {
        let server = try FeedServer.start(in: self, faults: ["basic-auth:ana:secret"])
        let otherPort = URL(string: "http://ana:secret@127.0.0.1:\(server.baseURL.port! + 1)/")!

        let (_, response) = try makeSUT(credentials: OriginCredentials(url: otherPort)).request(for: feedURL(server))
            .perform()

        XCTAssertEqual(response.statusCode, 401, "Expected the credentials kept for their own port")
    }

    // MARK: - Proxies

    func test_perform_goesThroughTheHTTPProxyOfTheEnvironmentWithItsCredentials() throws {
        let server = try FeedServer.start(in: self)
        let proxy = try TestHTTPProxy.start(in: self, requiring: "user:secret")
        let proxyURL = "http://user:secret@127.0.0.1:\(proxy.url.port!)"

        let (_, response) = try makeSUT(environment: ["http_proxy": proxyURL]).request(for: feedURL(server)).perform()

        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(proxy.requestLog(), ["GET \(feedURL(server).absoluteString) 200"])
    }

    func test_perform_tunnelsTLSThroughTheHTTPSProxyOfTheEnvironment() throws {
        let certificates = try makeCertificates()
        let server = try FeedServer.start(in: self, certificate: certificates.server)
        let proxy = try TestHTTPProxy.start(in: self)

        let (data, response) = try makeSUT(environment: ["HTTPS_PROXY": proxy.url.absoluteString])
            .request(for: feedURL(server)).perform()

        XCTAssertEqual(response.statusCode, 200)
        XCTAssertNoThrow(try FeedItemsMapper.map(data, from: response))
        XCTAssertEqual(proxy.requestLog(), ["CONNECT 127.0.0.1:\(server.baseURL.port!) 200"])
    }

    func test_perform_reachesATLSOriginThroughARealSOCKS5ProxyThatResolvesTheName() throws {
        let certificates = try makeCertificates()
        let server = try FeedServer.start(in: self, certificate: certificates.server)
        let proxy = try TestSOCKSProxy.start(in: self)

        let (data, response) = try makeSUT(environment: ["https_proxy": "socks5h://127.0.0.1:\(proxy.port)"])
            .request(for: feedURL(server)).perform()

        XCTAssertEqual(response.statusCode, 200)
        XCTAssertNoThrow(try FeedItemsMapper.map(data, from: response))
    }

    func test_perform_goesThroughASOCKS5ProxyWithItsUserNameAndPassword_andFailsWithWrongOnes() throws {
        let server = try FeedServer.start(in: self)
        let proxy = try TestSOCKSProxy.start(in: self, user: "ana", password: "s3cret")

        let good = ["all_proxy": "socks5://ana:s3cret@127.0.0.1:\(proxy.port)"]
        XCTAssertEqual(try makeSUT(environment: good).request(for: feedURL(server)).perform().1.statusCode, 200)

        let bad = ["all_proxy": "socks5://ana:wrong@127.0.0.1:\(proxy.port)"]
        XCTAssertThrowsError(try makeSUT(environment: bad).request(for: feedURL(server)).perform()) { error in
            XCTAssertEqual((error as? URLError)?.code, .cannotConnectToHost, "\(error)")
        }
    }

    func test_perform_neverGoesDirectWhenTheProxyOfTheEnvironmentCannotBeReachedOrUsed() throws {
        let server = try FeedServer.start(in: self)
        for proxy in ["socks5h://127.0.0.1:1", "socks4a://127.0.0.1:1", "https://127.0.0.1:1", "gopher://x"] {
            XCTAssertThrowsError(
                try makeSUT(environment: ["http_proxy": proxy]).request(for: feedURL(server)).perform(), proxy
            ) { error in
                XCTAssertEqual((error as? URLError)?.code, .cannotConnectToHost, "\(proxy): \(error)")
            }
        }
        XCTAssertEqual(server.requestLog(), [], "Expected no request to reach the server directly")
    }

    func test_perform_goesDirectToHostsInNoProxy() throws {
        let server = try FeedServer.start(in: self)
        let proxy = try TestHTTPProxy.start(in: self)

        let environment = ["http_proxy": proxy.url.absoluteString, "no_proxy": "localhost,127.0.0.1"]
        XCTAssertEqual(try makeSUT(environment: environment).request(for: feedURL(server)).perform().1.statusCode, 200)

        XCTAssertEqual(proxy.requestLog(), [], "Expected no request through the proxy")
    }

    func test_perform_failsWhenTheProxyRefusesTheTunnel() throws {
        let certificates = try makeCertificates()
        let server = try FeedServer.start(in: self, certificate: certificates.server)
        let proxy = try TestHTTPProxy.start(in: self, requiring: "user:secret")

        XCTAssertThrowsError(
            try makeSUT(environment: ["https_proxy": proxy.url.absoluteString]).request(for: feedURL(server)).perform()
        ) { error in
            XCTAssertEqual((error as? URLError)?.code, .cannotConnectToHost, "\(error)")
        }
    }

    // MARK: - Helpers

    /// Cancels `request` from another thread once it is blocked in a wait (it has borrowed its
    /// cancellation pipe): where a person's cancel finds a request that a server keeps waiting.
    private func cancelOnceBlocked(
        _ request: any BlockingHTTPRequest, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let request = request as? SocketHTTPRequest else {
            return XCTFail("Expected the transport's own request", file: file, line: line)
        }
        DispatchQueue.global().async {
            letOtherThreadsRun(
                until: { request.cancellation.isWaitedOn }, "the request blocked", file: file, line: line)
            request.cancel()
        }
    }

    private func openDescriptorCount() throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count
    }

    private func feedURL(_ server: FeedServer) -> URL {
        server.baseURL.appendingPathComponent("v1/feed")
    }
}
