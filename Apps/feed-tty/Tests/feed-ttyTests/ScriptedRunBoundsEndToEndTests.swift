import Foundation
import TestSupport
import XCTest

/// A scripted run always ends, within bounds, with the status it should: however long a line it
/// is fed, however many images never answer, whenever a signal comes. The peak a 50 MB line costs is
/// `Scripts/bench`'s `long_line_memory`; here runs are guarded against hangs and running away.
final class ScriptedRunBoundsEndToEndTests: XCTestCase {
    /// A signal ends a run within the one-second grace the design allows (about 0.1 s on a quiet
    /// machine): that figure is `Scripts/bench`'s `signal_exit`; here a guard, far shorter than the
    /// hour the images wait and than the big page's print.
    private static let signalGuard = Guards.hang(quietSeconds: 1)

    func test_aFiftyMegabyteLineOnStandardInput_isRefusedWithAHintInFlatMemory() throws {
        let server = try FeedServer.start(in: self)

        let session = try FeedTTYProcess.Session(
            ["--url", server.baseURL.absoluteString, "--no-cache"], measuresPeakMemory: true)
        session.send(bytes: Data(repeating: UInt8(ascii: "x"), count: 50 * 1024 * 1024) + Data("\nmore\n".utf8))
        let result = try session.finish(timeout: Guards.hang(quietSeconds: 3))

        XCTAssertEqual(result.exitStatus, 0, result.errorOutput)
        XCTAssertTrue(result.output.contains("A line longer than 4,096 bytes was ignored"), result.output)
        XCTAssertTrue(result.output.contains("20. "), "Expected the next command performed\n\(result.output)")
        // About 2.5 s and 32 MB at its peak on a quiet machine.
        XCTAssertLessThanOrEqual(result.peakMemoryMegabytes ?? .infinity, Guards.runaway(quietMegabytes: 35))
    }

    func test_aScriptWhoseImagesNeverAnswer_endsOneTimeoutAfterItsInputShowingThemFailed() throws {
        let server = try FeedServer.start(in: self, faults: ["feed-many:2000", "image-slow-headers:3600"])

        // The images wait an hour: only the drain's one --timeout after the end of input can end the run
        // within the guard (about 2.6 s on a quiet machine).
        let result = try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString, "--no-cache", "--timeout", "2"],
            timeout: Guards.hang(quietSeconds: 3))

        XCTAssertEqual(result.exitStatus, 0, result.errorOutput)
        let images = result.images
        XCTAssertEqual(images.count, 2000, result.output)
        XCTAssertTrue(images.values.allSatisfy { $0.hasPrefix("failed (") }, result.output)
        // Six were sent (timed out, or not loaded if the run's end came first); the rest never were.
        XCTAssertTrue(
            (7...2000).allSatisfy {
                images[$0]?.hasPrefix("failed (not loaded: the run's time") == true
            }, result.output)
    }

    func test_signalsWhileImagesLoadAfterTheEndOfInput_endTheRunWithTheirStatus() throws {
        let server = try FeedServer.start(in: self, faults: ["image-slow-headers:3600"])
        for (signal, status) in [(SIGTERM, Int32(143)), (SIGINT, 130)] {
            let session = try FeedTTYProcess.Session(["--url", server.baseURL.absoluteString, "--no-cache"])
            session.closeInput()
            // The items wait for their images, which never come: the server's log says the feed is in.
            let deadline = Date().addingTimeInterval(10)
            while !server.requestLog().contains(where: { $0.contains("/v1/feed") }), Date() < deadline {
                Thread.sleep(forTimeInterval: 0.05)
            }
            XCTAssertTrue(server.requestLog().contains { $0.contains("/v1/feed") }, "the feed never loaded")
            Thread.sleep(forTimeInterval: 0.2)  // its images asked for

            session.send(signal)
            let start = Date()
            let result = try session.finish(timeout: Guards.sanitized(5))

            XCTAssertEqual(result.exitStatus, status, "signal \(signal)\n\(result.errorOutput)")
            XCTAssertLessThan(Date().timeIntervalSince(start), Self.signalGuard, "signal \(signal)")
            XCTAssertEqual(result.errorOutput, "")
        }
    }

    /// The cache is replaced once the big page has arrived, seconds before its 220,000 items are
    /// printed (about 3 s into an 18 s print in a debug build): the signal comes after the new page
    /// is on disk and long before the last item is out, so the run is interrupted mid-page and the
    /// cache must hold the new page whole. Offline, the first item shown proves the 30 MB file reads
    /// back; a second signal then ends that run instead of printing the page again.
    func test_sigtermWhilePrintingA30MegabytePage_endsTheRunAndLeavesTheCacheUsable() throws {
        let cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID())")
        addTeardownBlock { try? FileManager.default.removeItem(at: cacheDirectory) }
        let server = try FeedServer.start(in: self)
        let arguments =
            ["--url", server.baseURL.absoluteString, "--cache-dir", cacheDirectory.path]
            + FeedTTYProcess.stretchedRequestTimeout
        XCTAssertEqual(try FeedTTYProcess.run(arguments).exitStatus, 0, "Expected a first run to fill the cache")
        let feedFile = try XCTUnwrap(CacheFolder.file(named: "feed.json", under: cacheDirectory))
        let smallPageSize = try CacheFolder.size(of: feedFile)

        try server.setFaults(["feed-many:220000"])
        let session = try FeedTTYProcess.Session(arguments)
        XCTAssertTrue(
            waitUntil(timeout: Guards.sanitized(60)) {
                (try? CacheFolder.size(of: feedFile)) ?? 0 > 100 * smallPageSize
            },
            "the big page was never cached")
        XCTAssertFalse(session.outputSoFar.contains("220000. "), "Expected the signal while the page is printing")
        session.send(SIGTERM)
        let start = Date()
        let interrupted = try session.finish(timeout: Guards.sanitized(10), closingInput: false)

        XCTAssertEqual(interrupted.exitStatus, 143, interrupted.errorOutput)
        XCTAssertLessThan(Date().timeIntervalSince(start), Self.signalGuard)
        XCTAssertEqual(interrupted.errorOutput, "")
        server.stop()
        let offline = try FeedTTYProcess.Session(arguments)
        XCTAssertTrue(
            offline.waitForOutput(containing: "Offline — showing the feed saved", timeout: Guards.sanitized(60)),
            "the cached page was not shown offline")
        XCTAssertTrue(offline.waitForOutput(containing: " 1. Generated item 1\n"), "Expected the big page offline")
        offline.send(SIGTERM)
        XCTAssertEqual(try offline.finish(timeout: Guards.sanitized(10), closingInput: false).exitStatus, 143)
    }

    // MARK: - Helpers

    /// Whether `condition` became true within `timeout` (checked every 50 ms).
    private func waitUntil(timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard Date() < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return true
    }
}
