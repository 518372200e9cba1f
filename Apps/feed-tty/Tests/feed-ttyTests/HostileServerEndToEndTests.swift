import Foundation
import TestSupport
import XCTest

/// What a hostile server can do to the network layer, end to end: floods without a length, bodies
/// that decompress to gigabytes, trickles that turn into floods. Whatever it sends, feed-tty stays
/// under 100 MB, shows the error (or the failed image with its retry hint), exits with the
/// documented status and is done by its `--timeout`, give or take what a busy machine needs to
/// start and end a debug build (`slack`).
final class HostileServerEndToEndTests: XCTestCase {
    private let timeout = 5
    private let slack = 3
    private var bound: TimeInterval { Bounds.seconds(Double(timeout + slack)) }

    func test_imagesFloodingWithoutALength_failWithinTheBounds() throws {
        assertFailedImagesWithinBounds(try run(fault: "image-flood"), reason: "response over 8\u{00A0}MB")
    }

    func test_imagesEncodedAsDecompressionBombs_failWithinTheBounds() throws {
        for encoding in ["gzip", "deflate", "br", "zstd"] {
            assertFailedImagesWithinBounds(
                try run(fault: "image-encoded:\(encoding)"), reason: "unsupported content encoding", encoding)
        }
    }

    func test_feedEncodedAsADecompressionBomb_failsWithinTheBounds() throws {
        for encoding in ["gzip", "zstd"] {
            assertFeedErrorWithinBounds(try run(fault: "feed-encoded:\(encoding)"), encoding)
        }
    }

    /// The trickle outlasts the bound, so only the deadline can end the run within it.
    func test_feedTricklingThenFlooding_failsWithinTheBounds() throws {
        assertFeedErrorWithinBounds(try run(fault: "feed-trickle-flood:\(Int(bound) + 5)"))
    }

    // MARK: - Helpers

    private func run(fault: String) throws -> FeedTTYProcess.Result {
        let server = try FeedServer.start(in: self, faults: [fault])
        return try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString, "--no-cache", "--timeout", "\(timeout)"],
            measuresPeakMemory: true, timeout: 30)
    }

    private func assertFailedImagesWithinBounds(
        _ result: FeedTTYProcess.Result, reason: String, _ label: String = "", file: StaticString = #filePath,
        line: UInt = #line
    ) {
        assertWithinBounds(result, status: 0, label, file: file, line: line)
        XCTAssertEqual(
            result.images[1], "failed (\(reason)) — type “retry 1” to try again.", "\(label)\n\(result.output)",
            file: file, line: line)
    }

    private func assertFeedErrorWithinBounds(
        _ result: FeedTTYProcess.Result, _ label: String = "", file: StaticString = #filePath, line: UInt = #line
    ) {
        assertWithinBounds(result, status: 1, label, file: file, line: line)
        XCTAssertFalse(result.output.contains(" 1. "), "Expected no item\n\(result.output)", file: file, line: line)
    }

    private func assertWithinBounds(
        _ result: FeedTTYProcess.Result, status: Int32, _ label: String, file: StaticString, line: UInt
    ) {
        XCTAssertEqual(result.exitStatus, status, "\(label)\n\(result.errorOutput)", file: file, line: line)
        XCTAssertEqual(result.errorOutput, "", label, file: file, line: line)
        XCTAssertLessThanOrEqual(
            result.peakMemoryMegabytes ?? .infinity, Bounds.megabytes(100), "peak RSS \(label)", file: file, line: line)
        XCTAssertLessThanOrEqual(
            result.duration, bound, "\(label) took too long", file: file, line: line)
    }
}
