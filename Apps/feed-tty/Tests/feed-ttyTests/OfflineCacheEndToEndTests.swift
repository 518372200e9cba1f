import Composition
import FeedCache
import Foundation
import TestSupport
import XCTest

@testable import feed_tty

/// The offline cache end to end: real files under `--cache-dir`, a real server that goes away,
/// and a writer killed in the middle of saving.
final class OfflineCacheEndToEndTests: XCTestCase {
    func test_secondRunWithTheServerGone_showsTheCachedFeedAndItsImages() throws {
        let cacheDirectory = try temporaryDirectory()
        let server = try FeedServer.start(in: self)
        let arguments = ["--url", server.baseURL.absoluteString, "--cache-dir", cacheDirectory.path]

        let online = try FeedTTYProcess.run(arguments)
        server.stop()
        let offline = try FeedTTYProcess.run(arguments)

        XCTAssertEqual(online.exitStatus, 0, online.diagnostics)
        XCTAssertEqual(offline.exitStatus, 0, offline.diagnostics)
        XCTAssertFalse(offline.output.contains("Couldn't connect to server"), offline.diagnostics)
        XCTAssertTrue(offline.output.contains(" 1. An espresso in a red cup and saucer"), offline.diagnostics)
        XCTAssertEqual(
            [1, 2, 5].map { offline.images[$0] }, ["JPEG 640x480", "PNG 360x240", "WebP 640x558"], offline.diagnostics)
    }

    func test_runWithTheServerGone_saysItShowsTheFeedSavedOfflineAndHowLongAgo() throws {
        let cacheDirectory = try temporaryDirectory()
        let server = try FeedServer.start(in: self)
        let arguments = ["--url", server.baseURL.absoluteString, "--cache-dir", cacheDirectory.path]

        let online = try FeedTTYProcess.run(arguments)
        server.stop()
        let savedAt = try ageCachedFeed(by: 2 * 3600, of: server.baseURL, in: cacheDirectory)
        let offline = try FeedTTYProcess.run(arguments)
        let offlineJSON = try FeedTTYProcess.run(arguments + ["--format", "json"])

        XCTAssertFalse(online.output.contains("Offline"), online.diagnostics)
        let lines = offline.output.components(separatedBy: "\n")
        let title = try XCTUnwrap(lines.firstIndex(of: "My Feed"), offline.diagnostics)
        let notice = try XCTUnwrap(
            lines.firstIndex(of: "Offline — showing the feed saved 2 hours ago"), offline.diagnostics)
        let firstItem = try XCTUnwrap(
            lines.firstIndex { $0.hasPrefix(" 1. An espresso in a red cup and saucer") }, offline.diagnostics)
        XCTAssertTrue(title < notice && notice < firstItem, offline.diagnostics)
        XCTAssertTrue(
            offlineJSON.output.contains(
                #"{"notice":"offline","savedAt":"\#(savedAt.formatted(.iso8601))","type":"notice"}"#),
            offlineJSON.diagnostics)
    }

    func test_noCache_writesNothingAndReadsNothing() throws {
        let cacheDirectory = try temporaryDirectory()
        let server = try FeedServer.start(in: self)
        _ = try FeedTTYProcess.run(["--url", server.baseURL.absoluteString, "--cache-dir", cacheDirectory.path])
        server.stop()

        let offline = try FeedTTYProcess.run(["--url", server.baseURL.absoluteString, "--no-cache"])

        XCTAssertEqual(offline.exitStatus, 1, offline.diagnostics)
        XCTAssertTrue(offline.output.contains("Couldn't connect to server"), offline.diagnostics)
    }

    /// The save of a 200,000-item page is caught in the act: its temporary file is there (written,
    /// then synced, for a fraction of a second). The kill can still land just after the rename on a
    /// busy machine, which proves nothing, so the writer is run again until a kill lands mid-save.
    func test_writerKilledMidSave_leavesThePreviousCacheReadable() throws {
        let cacheDirectory = try temporaryDirectory()
        let server = try FeedServer.start(in: self)
        let arguments = ["--url", server.baseURL.absoluteString, "--cache-dir", cacheDirectory.path]

        var killedMidSave = false
        for _ in 1...3 where !killedMidSave {
            try server.setFaults([])
            XCTAssertEqual(try FeedTTYProcess.run(arguments).exitStatus, 0, "the first run caches the first page")
            try server.setFaults(["feed-many:200000"])
            let writer = try FeedTTYProcess.Session(arguments)
            let temporaryFile = try XCTUnwrap(
                waitForFile(named: { $0.hasPrefix(".feed.json.") && $0.hasSuffix(".tmp") }, under: cacheDirectory),
                "the big page was never being saved")
            writer.send(SIGKILL)
            let killed = try writer.finish()
            XCTAssertEqual(killed.exitStatus, SIGKILL, "Expected the writer killed by the test")
            killedMidSave = FileManager.default.fileExists(atPath: temporaryFile.path)
        }
        XCTAssertTrue(killedMidSave, "Expected a kill mid-save in three tries")

        try server.setFaults(["feed-500"])
        let offline = try FeedTTYProcess.run(arguments)

        XCTAssertEqual(offline.exitStatus, 0, offline.diagnostics)
        XCTAssertTrue(offline.output.contains(" 1. An espresso in a red cup and saucer"), offline.diagnostics)
        XCTAssertFalse(offline.output.contains("Generated item"), offline.diagnostics)
    }

    func test_twoRunsSharingOneCache_leaveItReadable() throws {
        let cacheDirectory = try temporaryDirectory()
        let server = try FeedServer.start(in: self)
        let arguments = ["--url", server.baseURL.absoluteString, "--cache-dir", cacheDirectory.path]

        let first = try FeedTTYProcess.Session(arguments)
        let second = try FeedTTYProcess.Session(arguments)
        first.send("more\nmore\n")
        second.send("more\n")
        XCTAssertEqual(try first.finish().exitStatus, 0)
        XCTAssertEqual(try second.finish().exitStatus, 0)
        try server.setFaults(["feed-500"])
        let offline = try FeedTTYProcess.run(arguments)

        XCTAssertEqual(offline.exitStatus, 0, offline.diagnostics)
        XCTAssertTrue(offline.output.contains("20. "), "Expected one of the runs' whole cache\n\(offline.diagnostics)")
    }

    // MARK: - Helpers

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("feed-tty-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Moves the cached feed's save time `age` seconds back, as if it had been saved that long
    /// ago, through the store the app uses; returns the new save time.
    private func ageCachedFeed(by age: TimeInterval, of baseURL: URL, in cacheDirectory: URL) throws -> Date {
        let store = FeedTTYComposer.Cache.onDisk(for: baseURL, in: cacheDirectory).feedStore
        let cache = try XCTUnwrap(try store.retrieve(), "Expected the first run to have cached its feed")
        let savedAt = cache.timestamp.addingTimeInterval(-age)
        try store.insert(cache.feed, timestamp: savedAt)
        return savedAt
    }

    /// Polls `directory` and its subfolders for a file whose name matches, for at most 20 s.
    /// Encoding the page takes seconds in a debug build, longer under a sanitizer.
    private func waitForFile(named matches: (String) -> Bool, under directory: URL) -> URL? {
        let deadline = Date().addingTimeInterval(Guards.sanitized(60))
        while Date() < deadline {
            let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?.allObjects ?? []
            if let match = files.compactMap({ $0 as? URL }).first(where: { matches($0.lastPathComponent) }) {
                return match
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return nil
    }
}
