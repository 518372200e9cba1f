import Foundation
import TestSupport
import XCTest

/// What a hostile server can do to the network layer, end to end: floods without a length, bodies
/// that decompress to gigabytes, trickles that turn into floods. Whatever it sends, feed-tty shows
/// the error (or the failed image with its retry hint), exits with the documented status, is done
/// by its `--timeout` and its memory does not run away. The peak it reaches is `Scripts/bench`'s
/// `hostile_server_memory` (within 100 MB); here each run is guarded against hangs and runaways.
final class HostileServerEndToEndTests: XCTestCase {
    private let timeout = 5
    /// The longest run on a quiet machine, in a debug build, is the trickle's: the timeout and about
    /// 0.2 s to start and end; the floods and bombs end sooner. The highest peak is the image flood's,
    /// about 67 MB.
    private var bound: TimeInterval { Guards.hang(quietSeconds: Double(timeout) + 0.5) }
    private let quietMegabytes = 70.0

    func test_imagesFloodingWithoutALength_failWithinTheBounds() throws {
        assertFailedImagesWithinBounds(try run(fault: "image-flood"), reason: "response over 8\u{00A0}MB")
    }

    /// gzip and deflate are inflated up to an image's cap and fail there; codings the transport
    /// does not inflate fail at once.
    func test_imagesEncodedAsDecompressionBombs_failWithinTheBounds() throws {
        for (encoding, reason) in [
            ("gzip", "response over 8\u{00A0}MB"), ("deflate", "response over 8\u{00A0}MB"),
            ("br", "unsupported content encoding"), ("zstd", "unsupported content encoding"),
        ] {
            assertFailedImagesWithinBounds(try run(fault: "image-encoded:\(encoding)"), reason: reason, encoding)
        }
    }

    func test_feedEncodedAsADecompressionBomb_failsWithinTheBounds() throws {
        for encoding in ["gzip", "deflate", "zstd"] {
            assertFeedErrorWithinBounds(try run(fault: "feed-encoded:\(encoding)"), encoding)
        }
    }

    /// The trickle outlasts the guard, so only the deadline can end the run within it.
    func test_feedTricklingThenFlooding_failsWithinTheBounds() throws {
        assertFeedErrorWithinBounds(try run(fault: "feed-trickle-flood:\(Int(bound) + 5)"))
    }

    // MARK: - Helpers

    private func run(fault: String) throws -> FeedTTYProcess.Result {
        let server = try FeedServer.start(in: self, faults: [fault])
        return try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString, "--no-cache", "--timeout", "\(timeout)"],
            measuresPeakMemory: true, timeout: bound)
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
            result.peakMemoryMegabytes ?? .infinity, Guards.runaway(quietMegabytes: quietMegabytes),
            "peak RSS \(label)", file: file, line: line)
    }
}
