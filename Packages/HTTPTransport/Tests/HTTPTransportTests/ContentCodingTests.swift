import FeedAPI
import Foundation
import XCTest

@testable import HTTPTransport

/// Bodies a server compresses although the request offered no coding: gzip and deflate are
/// inflated within the size limit, whatever the framing and however the bytes arrive; other
/// codings are refused.
final class ContentCodingTests: XCTestCase {
    func test_decode_inflatesGzipAndDeflateBodiesInEachFramingAndPieceSize() throws {
        for (coding, compressed) in [("gzip", gzipText), ("x-gzip", gzipText), ("deflate", zlibText)] {
            for framing in Framing.allCases {
                for piece in [1, 7, 4096] {
                    let response = framing.response(coding: coding, body: compressed)

                    XCTAssertEqual(
                        try decode(response, piece: piece), text, "\(coding), \(framing), pieces of \(piece)")
                }
            }
        }
    }

    func test_decode_failsAsTooLargeWhenTheInflatedBodyPassesTheLimit() {
        let response = Framing.length.response(coding: "gzip", body: gzipOf10000Spaces)

        XCTAssertThrowsError(try decode(response, limit: 1000)) { error in
            XCTAssertEqual(error as? ResponseTooLargeError, ResponseTooLargeError(limit: 1000))
        }
        XCTAssertEqual(try decode(response, limit: 10_000).utf8.count, 10_000)
    }

    func test_decode_failsOnACorruptOrCutShortCompressedBody() {
        var corrupt = gzipText
        corrupt[12] ^= 0xFF
        for (label, body) in [("corrupt", corrupt), ("cut short", Array(gzipText.dropLast(12)))] {
            XCTAssertThrowsError(try decode(Framing.length.response(coding: "gzip", body: body)), label) { error in
                XCTAssertEqual((error as? URLError)?.code, .badServerResponse, "\(label): \(error)")
            }
        }
    }

    func test_decode_readsAnEmptyOrAbsentCompressedBodyAsEmpty() throws {
        XCTAssertEqual(try decode(Framing.length.response(coding: "gzip", body: [])), "")
        XCTAssertEqual(try decode(Array("HTTP/1.1 304 Not Modified\r\nContent-Encoding: gzip\r\n\r\n".utf8)), "")
    }

    func test_decode_ignoresBytesAfterTheCompressedDataEnds() throws {
        XCTAssertEqual(try decode(Framing.length.response(coding: "gzip", body: gzipText + Array("junk".utf8))), text)
    }

    func test_decode_refusesCodingsItCannotInflate() {
        for field in [
            "Content-Encoding: br", "Content-Encoding: zstd", "Content-Encoding: gzip, br",
            "Content-Encoding: gzip, gzip", "Transfer-Encoding: gzip, chunked",
        ] {
            XCTAssertThrowsError(try decode(Array("HTTP/1.1 200 OK\r\n\(field)\r\n\r\n".utf8)), field) { error in
                XCTAssertTrue(error is UnsupportedContentEncodingError, "\(field): \(error)")
            }
        }
    }

    func test_decode_readsIdentityAsNoCoding() throws {
        XCTAssertEqual(try decode(Framing.length.response(coding: "identity", body: Array(text.utf8))), text)
    }

    // MARK: - Helpers

    private enum Framing: CaseIterable {
        case length, chunked, untilClosed

        func response(coding: String, body: [UInt8]) -> [UInt8] {
            let head = "HTTP/1.1 200 OK\r\nContent-Encoding: \(coding)\r\n"
            switch self {
            case .length:
                return Array("\(head)Content-Length: \(body.count)\r\n\r\n".utf8) + body
            case .chunked:
                let half = body.count / 2
                let chunks = [Array(body[..<half]), Array(body[half...])].filter { !$0.isEmpty }.map {
                    Array(String($0.count, radix: 16).utf8) + Array("\r\n".utf8) + $0 + Array("\r\n".utf8)
                }
                return Array("\(head)Transfer-Encoding: chunked\r\n\r\n".utf8) + chunks.joined()
                    + Array("0\r\n\r\n".utf8)
            case .untilClosed:
                return Array("\(head)\r\n".utf8) + body
            }
        }
    }

    private func decode(_ response: [UInt8], limit: Int = 1024, piece: Int = 7) throws -> String {
        String(
            decoding: try HTTPResponseDecoding.decode(response, maximumBodySize: limit, piece: piece).body,
            as: UTF8.self)
    }

    private let text = #"{"items":[]} feed-tty inflates this"#

    // Python's gzip.compress(text, mtime=0) and zlib.compress(text) of `text`.
    private let gzipText: [UInt8] = [
        31, 139, 8, 0, 0, 0, 0, 0, 2, 3, 171, 86, 202, 44, 73, 205, 45, 86, 178, 138, 142, 173, 85, 72, 75, 77, 77, 209,
        45, 41, 169, 84, 200, 204, 75, 203, 73, 44, 73, 45, 86, 40, 201, 200, 44, 6, 0, 225, 255, 49, 70, 35, 0, 0, 0,
    ]
    private let zlibText: [UInt8] = [
        120, 156, 171, 86, 202, 44, 73, 205, 45, 86, 178, 138, 142, 173, 85, 72, 75, 77, 77, 209, 45, 41, 169, 84, 200,
        204, 75, 203, 73, 44, 73, 45, 86, 40, 201, 200, 44, 6, 0, 226, 30, 12, 225,
    ]
    // gzip.compress(b" " * 10000, mtime=0): 46 bytes that inflate to 10,000.
    private let gzipOf10000Spaces: [UInt8] = [
        31, 139, 8, 0, 0, 0, 0, 0, 2, 3, 237, 193, 1, 13, 0, 0, 0, 194, 160, 42, 239, 159, 210, 28, 110, 64, 1, 0, 0, 0,
        0, 0, 0, 0, 0, 192, 191, 1, 84, 214, 6, 55, 16, 39, 0, 0,
    ]
}
