import FeedFeature
import Foundation
import XCTest

@testable import HTTPTransport

/// The client's side of SOCKS5 (RFC 1928, 1929) and SOCKS4/4a, byte for byte.
final class SOCKSHandshakeTests: XCTestCase {
    func test_socks5h_sendsTheHostNameForTheProxyToResolve() throws {
        let stream = ScriptedByteStream(replies: [5, 0] + [5, 0, 0, 1, 10, 0, 0, 1, 0x1F, 0x90])

        try SOCKSHandshake.open(
            to: origin("example.com", 443), through: proxy("socks5h://p"), over: stream, watch: watch())

        XCTAssertEqual(stream.written, [5, 1, 0] + [5, 1, 0, 3, 11] + Array("example.com".utf8) + [0x01, 0xBB])
    }

    func test_socks5_sendsAnAddressAsItsBytes_andReadsABoundIPv6Address() throws {
        let reply: [UInt8] = [5, 0] + [5, 0, 0, 4] + Array(repeating: 0, count: 16) + [0, 80]
        let stream = ScriptedByteStream(replies: reply)

        try SOCKSHandshake.open(
            to: origin("127.0.0.1", 8080), through: proxy("socks5://p"), over: stream, watch: watch())

        XCTAssertEqual(stream.written, [5, 1, 0] + [5, 1, 0, 1, 127, 0, 0, 1, 0x1F, 0x90])
        XCTAssertFalse(stream.hasPendingInputOrClosed, "Expected the whole reply read, and no more")
    }

    func test_socks5_withCredentials_authenticatesWithUserNameAndPassword() throws {
        let stream = ScriptedByteStream(replies: [5, 2] + [1, 0] + [5, 0, 0, 3, 1, 0x61, 0, 80])

        try SOCKSHandshake.open(
            to: origin("::1", 80), through: proxy("socks5h://ana:s%3Acret@p"), over: stream, watch: watch())

        XCTAssertEqual(
            Array(stream.written.prefix(4 + 2 + 3 + 1 + 6)),
            [5, 2, 0, 2] + [1, 3] + Array("ana".utf8) + [6] + Array("s:cret".utf8))
        XCTAssertEqual(Array(stream.written.suffix(22)), [5, 1, 0, 4] + [UInt8](repeating: 0, count: 15) + [1, 0, 80])
    }

    func test_socks5_saysWhyTheProxyRefused() {
        let refusals: [(UInt8, String, LoadFailure.SOCKSRefusal)] = [
            (1, "general SOCKS server failure", .generalFailure), (2, "not allowed", .notAllowed),
            (3, "network unreachable", .networkUnreachable), (4, "host unreachable", .hostUnreachable),
            (5, "connection refused", .connectionRefused), (6, "TTL expired", .ttlExpired),
            (7, "command not supported", .commandNotSupported),
            (8, "address type not supported", .addressTypeNotSupported),
            (42, "(42)", .other(code: 42)),
        ]
        for (code, reason, refusal) in refusals {
            let stream = ScriptedByteStream(replies: [5, 0] + [5, code, 0, 1, 0, 0, 0, 0, 0, 0])

            XCTAssertThrowsError(
                try SOCKSHandshake.open(
                    to: origin("a.example", 80), through: proxy("socks5h://p:1080"), over: stream, watch: watch())
            ) { error in
                XCTAssertEqual((error as? URLError)?.code, .cannotConnectToHost)
                XCTAssertTrue((error as? URLError)?.localizedDescription.contains(reason) == true, "\(error)")
                XCTAssertEqual(loadFailure(of: error), .connectivity(.socksRefused(proxy: "p:1080", reason: refusal)))
            }
        }
    }

    func test_socks5_failsWhenTheProxyWantsAuthenticationWeCannotGiveOrClosesEarly() {
        for replies: [UInt8] in [[5, 0xFF], [5, 2], [5], [4, 0]] {
            let stream = ScriptedByteStream(replies: replies)

            XCTAssertThrowsError(
                try SOCKSHandshake.open(
                    to: origin("a.example", 80), through: proxy("socks5h://p"), over: stream, watch: watch()),
                "\(replies)")
        }
    }

    func test_socks4a_sendsTheHostNameAfterTheAddressZeroZeroZeroOne() throws {
        let stream = ScriptedByteStream(replies: [0, 0x5A, 0, 0, 0, 0, 0, 0])

        try SOCKSHandshake.open(
            to: origin("example.com", 80), through: proxy("socks4a://ana@p"), over: stream, watch: watch())

        XCTAssertEqual(
            stream.written, [4, 1, 0, 80, 0, 0, 0, 1] + Array("ana".utf8) + [0] + Array("example.com".utf8) + [0])
    }

    func test_socks4_refusesAnIPv6Origin_sayingSoWithoutAskingTheProxy() {
        let stream = ScriptedByteStream(replies: [])

        XCTAssertThrowsError(
            try SOCKSHandshake.open(
                to: origin("::1", 80), through: proxy("socks4://p:1080"), over: stream, watch: watch())
        ) { error in
            XCTAssertTrue("\(error)".contains("SOCKS4 connection to ::1 not supported"), "\(error)")
            XCTAssertEqual(
                loadFailure(of: error), .connectivity(.socksRefused(proxy: "p:1080", reason: .ipv6NotSupported)))
        }
        XCTAssertEqual(stream.written, [], "nothing is asked of the proxy")
    }

    func test_socks4_saysWhyTheProxyRefused() {
        let refusals: [(UInt8, LoadFailure.SOCKSRefusal)] = [
            (0x5B, .rejected), (0x5C, .identityNotConfirmed), (0x5D, .identityNotConfirmed), (0x11, .other(code: 0x11)),
        ]
        for (code, refusal) in refusals {
            let refusing = ScriptedByteStream(replies: [0, code, 0, 0, 0, 0, 0, 0])

            XCTAssertThrowsError(
                try SOCKSHandshake.open(
                    to: origin("127.0.0.1", 80), through: proxy("socks4://p:1080"), over: refusing, watch: watch())
            ) { error in
                XCTAssertTrue("\(error)".contains("refused"), "\(error)")
                XCTAssertEqual(loadFailure(of: error), .connectivity(.socksRefused(proxy: "p:1080", reason: refusal)))
            }
        }
    }

    func test_socks5_namesRefusedCredentialsAsAnAuthenticationFailure() {
        let stream = ScriptedByteStream(replies: [5, 2] + [1, 1])

        XCTAssertThrowsError(
            try SOCKSHandshake.open(
                to: origin("a.example", 80), through: proxy("socks5h://ana:pw@p:1080"), over: stream, watch: watch())
        ) { error in
            XCTAssertEqual(
                loadFailure(of: error), .connectivity(.socksRefused(proxy: "p:1080", reason: .authenticationFailed)))
        }
    }

    // MARK: - Helpers

    private func origin(_ host: String, _ port: Int) -> HTTPOrigin {
        HTTPOrigin(isSecure: port == 443, host: host, port: port)
    }

    private func proxy(_ value: String) -> ProxySettings.Proxy {
        try! XCTUnwrap(try ProxySettings(environment: ["https_proxy": value]).proxy(for: origin("x.example", 443)))
    }

    private func loadFailure(of error: any Error) -> LoadFailure? {
        (error as? URLError)?.userInfo[NSUnderlyingErrorKey] as? LoadFailure
    }

    private func watch() -> RequestWatch {
        RequestWatch(deadline: Deadline(secondsFromNow: 5), cancellation: CancellationSignal())
    }
}
