import Foundation
import TestSupport
import XCTest

/// Feed images end to end: the real binary loads the served image files and shows what their
/// headers say, shows a failure where an image URL serves something else, and retries on request.
final class FeedImageEndToEndTests: XCTestCase {
    func test_pipedRun_showsTheFormatAndSizeOfEachImageOfTheFirstPage() throws {
        let server = try FeedServer.start(in: self)

        // Without the cache: with it, an image that repeats an earlier item's URL may come from it.
        let result = try FeedTTYProcess.run(["--url", server.baseURL.absoluteString, "--no-cache"])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertEqual(
            (1...5).map { result.images[$0] },
            ["JPEG 640x480", "PNG 360x240", "JPEG 320x240", "GIF 320x320", "WebP 640x558"],
            result.diagnostics)
        XCTAssertEqual(server.requestLog().filter { $0.contains("/images/") }.count, 10, "one request per image")
    }

    func test_pipedRun_loadsEveryImageOfAPageWithMoreImagesThanItMayOpenDescriptors() throws {
        let server = try FeedServer.start(in: self, faults: ["feed-many:600"])

        let result = try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString, "--no-cache"], descriptorLimit: 128, timeout: Guards.sanitized(60))

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        let loaded = result.images.values.filter { $0 == "PNG 1x1" }
        XCTAssertEqual(loaded.count, 600, "Expected no image to fail for want of a descriptor\n\(result.errorOutput)")
    }

    func test_pipedRun_showsAFailedImageWhereTheImageURLServesHTML() throws {
        let server = try FeedServer.start(in: self, faults: ["image-html:chelsea-360x240.png"])

        let result = try FeedTTYProcess.run(["--url", server.baseURL.absoluteString])

        XCTAssertEqual(result.exitStatus, 0, "a failed image is not a failed feed\n\(result.diagnostics)")
        XCTAssertEqual(result.images[2], "failed (not an image) — type “retry 2” to try again.", result.diagnostics)
        XCTAssertEqual(result.images[1], "JPEG 640x480", result.diagnostics)
    }

    func test_retry_loadsTheImageOnceTheServerServesItAgain() throws {
        let server = try FeedServer.start(in: self, faults: ["image-html:chelsea-360x240.png"])
        let session = try FeedTTYProcess.Session(["--url", server.baseURL.absoluteString])

        XCTAssertTrue(
            session.waitForOutput(containing: "image: failed (not an image) — type “retry 2”"), "image 2 never failed")
        try server.setFaults([])
        session.send("retry 2\n")
        let result = try session.finish()

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertTrue(result.output.hasSuffix(" 2. image: loading…\n 2. image: PNG 360x240\n"), result.diagnostics)
    }
}
