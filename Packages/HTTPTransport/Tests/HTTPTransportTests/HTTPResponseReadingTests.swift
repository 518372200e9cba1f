import FeedAPI
import Foundation
import XCTest

@testable import HTTPTransport

/// How a response is read off a connection: heads, framings and every limit.
final class HTTPResponseReadingTests: XCTestCase {
    func test_readHead_parsesStatusAndFieldsAndSkipsInterimResponses() throws {
        let connection = makeConnection(
            "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </x>\r\n\r\n"
                + "HTTP/1.1 404 Not Found\r\nContent-Length: 2\r\nX-A:  b \r\n\r\nhi")

        let head = try connection.readHead(limits: limits(), watch: anyWatch())

        XCTAssertEqual(head.statusCode, 404)
        XCTAssertEqual(head.values(of: "x-a"), ["b"])
        XCTAssertEqual(try HTTPBodyFraming(of: head), .length(2))
    }

    func test_readHead_failsOnMoreInterimResponsesThanTheLimit() {
        let connection = makeConnection(String(repeating: "HTTP/1.1 100 Continue\r\n\r\n", count: 20))

        XCTAssertThrowsError(try connection.readHead(limits: limits(), watch: anyWatch()))
    }

    func test_readHead_failsOnAHeadOverTheLimit() {
        let fields = (0..<100).map { "X-F\($0): \(String(repeating: "a", count: 100))\r\n" }.joined()
        let connection = makeConnection("HTTP/1.1 200 OK\r\n" + fields + "\r\n")

        XCTAssertThrowsError(try connection.readHead(limits: limits(headSize: 4096), watch: anyWatch()))
    }

    func test_readHead_failsOnALineOverTheLimit() {
        let connection = makeConnection("HTTP/1.1 200 OK\r\nX: \(String(repeating: "a", count: 2000))\r\n\r\n")

        XCTAssertThrowsError(try connection.readHead(limits: limits(lineLength: 1024), watch: anyWatch()))
    }

    func test_readHead_failsOnMalformedStatusLinesAndFields() {
        for text in [
            "HTTP/2 200 OK\r\n\r\n", "HTTP/1.1 20 OK\r\n\r\n", "HTTP/1.1 200 OK\r\nNo colon\r\n\r\n",
            "HTTP/1.1 200 OK\r\n folded\r\n\r\n", "garbage\r\n\r\n", "",
        ] {
            XCTAssertThrowsError(try makeConnection(text).readHead(limits: limits(), watch: anyWatch()), text)
        }
    }

    func test_readHead_acceptsStatusLinesWithOrWithoutAReasonAndBareLineFeeds() throws {
        for (text, status) in [
            ("HTTP/1.1 200\r\n\r\n", 200), ("HTTP/1.0 404 \r\n\r\n", 404),
            ("HTTP/1.1 599 Whatever: it says\r\n\r\n", 599), ("HTTP/1.1 301 Moved\nLocation: /x\n\n", 301),
        ] {
            XCTAssertEqual(
                try makeConnection(text).readHead(limits: limits(), watch: anyWatch()).statusCode, status, text)
        }
    }

    func test_readHead_failsOnStatusLinesOutsideTheGrammar() {
        for text in [
            "HTTP/1.1 099 Low\r\n\r\n", "HTTP/1.1 600 High\r\n\r\n", "HTTP/1.1 2000 OK\r\n\r\n",
            "HTTP/1.10 200 OK\r\n\r\n", "HTTP/1.1  200 OK\r\n\r\n", "HTTP/1.1 2x0 OK\r\n\r\n",
            "http/1.1 200 OK\r\n\r\n", "HTTP/1.1 200OK\r\n\r\n", "HTTP/1.2 200 OK\r\n\r\n", "HTTP/1.1 +20 OK\r\n\r\n",
        ] {
            XCTAssertThrowsError(try makeConnection(text).readHead(limits: limits(), watch: anyWatch()), text) {
                error in
                XCTAssertEqual((error as? URLError)?.code, .badServerResponse, text)
            }
        }
    }

    func test_readHead_trimsValuesAndFindsFieldsWhateverTheCaseOfTheirNames() throws {
        let head = try makeConnection(
            "HTTP/1.1 200 OK\r\nX-A: \t b  c \t\r\nEmpty:\r\ncOnTeNt-LeNgTh: 3\r\nX!#$%&'*+-.^_`|~1: v\r\nX-A: d\r\n\r\n"
        ).readHead(limits: limits(), watch: anyWatch())

        XCTAssertEqual(head.values(of: "x-a"), ["b  c", "d"])
        XCTAssertEqual(head.values(of: "EMPTY"), [""])
        XCTAssertEqual(head.values(of: "X!#$%&'*+-.^_`|~1"), ["v"])
        XCTAssertEqual(head.headerFields["X-A"], "b  c, d")
        XCTAssertEqual(try HTTPBodyFraming(of: head), .length(3))
    }

    func test_readHead_failsOnFieldNamesThatAreNotTokens() {
        for field in ["Bad Name: v", "Bad\tName: v", "Na(me: v", ": v", "Name : v", "Näme: v"] {
            let text = "HTTP/1.1 200 OK\r\n\(field)\r\n\r\n"
            XCTAssertThrowsError(try makeConnection(text).readHead(limits: limits(), watch: anyWatch()), field)
        }
    }

    func test_readHead_readsHeadsThatArriveAByteAtATime() throws {
        let text = "HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nContent-Length: 2\r\n\r\nhi"
        let connection = HTTPConnection(stream: InMemoryByteStream(Array(text.utf8), piece: 1), bufferSize: 16)

        let head = try connection.readHead(limits: limits(), watch: anyWatch())

        XCTAssertEqual(head.values(of: "content-type"), ["image/png"])
        XCTAssertEqual(
            try HTTPBodyFraming(of: head).readBody(
                from: connection, limits: limits(), coding: .identity, watch: anyWatch()),
            Data("hi".utf8))
    }

    func test_allowsReuse_followsTheConnectionFieldAndTheVersion() throws {
        XCTAssertTrue(try head("HTTP/1.1 200 OK\r\n\r\n").allowsReuse)
        XCTAssertFalse(try head("HTTP/1.1 200 OK\r\nConnection: upgrade, CLOSE\r\n\r\n").allowsReuse)
        XCTAssertFalse(try head("HTTP/1.0 200 OK\r\n\r\n").allowsReuse)
        XCTAssertTrue(try head("HTTP/1.0 200 OK\r\nConnection:  Keep-Alive \r\n\r\n").allowsReuse)
    }

    func test_framing_refusesTransferCodingsNobodyAskedFor() {
        for field in ["Transfer-Encoding: gzip, chunked", "Transfer-Encoding: zstd"] {
            XCTAssertThrowsError(try framing(of: "HTTP/1.1 200 OK\r\n\(field)\r\n\r\n"), field) { error in
                XCTAssertTrue(error is UnsupportedContentEncodingError, "\(field): \(error)")
            }
        }
    }

    func test_framing_isByLengthChunkedOrUntilClosed() throws {
        XCTAssertEqual(try framing(of: "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\n"), .length(5))
        XCTAssertEqual(try framing(of: "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"), .chunked)
        XCTAssertEqual(try framing(of: "HTTP/1.1 200 OK\r\n\r\n"), .untilClosed)
        XCTAssertEqual(try framing(of: "HTTP/1.1 204 No Content\r\n\r\n"), .none)
        XCTAssertThrowsError(try framing(of: "HTTP/1.1 200 OK\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n"))
        XCTAssertThrowsError(try framing(of: "HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n"))
    }

    func test_readBody_readsEachFraming() throws {
        XCTAssertEqual(try body(of: "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello"), "hello")
        XCTAssertEqual(
            try body(
                of:
                    "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5;ext=1\r\nhello\r\n6\r\n world\r\n0\r\nT: x\r\n\r\n"
            ),
            "hello world")
        XCTAssertEqual(try body(of: "HTTP/1.1 200 OK\r\nConnection: close\r\n\r\nuntil the end"), "until the end")
    }

    func test_readBody_readsChunkSizesWithSpacesExtensionsAndEitherCase() throws {
        let chunked = "HTTP/1.1 200 OK\r\nTransfer-Encoding:  Chunked \r\n\r\n"
        XCTAssertEqual(
            try body(of: chunked + "5 ;ext=\"a;b\"\r\nhello\r\n\tA\t\r\n0123456789\r\nb\r\n, and more.\r\n0\r\n\r\n"),
            "hello0123456789, and more.")
    }

    func test_readBody_failsAsTooLargeOverTheCapInEachFraming() {
        let cap = 8
        for text in [
            "HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\n123456789",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n12345\r\n4\r\n6789\r\n0\r\n\r\n",
            "HTTP/1.1 200 OK\r\n\r\n123456789",
        ] {
            XCTAssertThrowsError(try body(of: text, cap: cap), text) { error in
                XCTAssertEqual(error as? ResponseTooLargeError, ResponseTooLargeError(limit: cap))
            }
        }
    }

    func test_readBody_failsOnATruncatedBodyOrMalformedChunks() {
        for text in [
            "HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\n1234",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n1234\r\n0\r\n\r\n",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFFFF\r\n",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5 5\r\nhello\r\n0\r\n\r\n",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n\r\nhello\r\n0\r\n\r\n",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n0x5\r\nhello\r\n0\r\n\r\n",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n-5\r\nhello\r\n0\r\n\r\n",
        ] {
            XCTAssertThrowsError(try body(of: text), text)
        }
    }

    func test_decode_readsAWholeResponseFromMemory() throws {
        let (status, body) = try HTTPResponseDecoding.decode(
            Array("HTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\nok".utf8), maximumBodySize: 10)

        XCTAssertEqual(status, 201)
        XCTAssertEqual(body, Data("ok".utf8))
    }

    // MARK: - Helpers

    private func limits(headSize: Int = 64 * 1024, lineLength: Int = 16 * 1024) -> HTTPResponseLimits {
        HTTPResponseLimits(maximumBodySize: 1024, maximumHeadSize: headSize, maximumLineLength: lineLength)
    }

    private func makeConnection(_ text: String) -> HTTPConnection {
        HTTPConnection(stream: InMemoryByteStream(Array(text.utf8)), bufferSize: 16)
    }

    private func head(_ text: String) throws -> HTTPResponseHead {
        try makeConnection(text).readHead(limits: limits(), watch: anyWatch())
    }

    private func framing(of text: String) throws -> HTTPBodyFraming {
        try HTTPBodyFraming(of: makeConnection(text).readHead(limits: limits(), watch: anyWatch()))
    }

    private func body(of text: String, cap: Int = 1024) throws -> String {
        let connection = makeConnection(text)
        var limits = limits()
        limits.maximumBodySize = cap
        let head = try connection.readHead(limits: limits, watch: anyWatch())
        let data = try HTTPBodyFraming(of: head).readBody(
            from: connection, limits: limits, coding: .identity, watch: anyWatch())
        return String(decoding: data, as: UTF8.self)
    }
}

func anyWatch(seconds: Double = 5) -> RequestWatch {
    RequestWatch(deadline: Deadline(secondsFromNow: seconds), cancellation: CancellationSignal())
}
