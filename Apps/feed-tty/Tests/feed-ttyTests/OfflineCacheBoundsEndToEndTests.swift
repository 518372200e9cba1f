import Foundation
import TestSupport
import XCTest

/// The offline cache's bounds end to end: what the built binary does with cache files that are too
/// large, a cache that `more` keeps growing, timestamps no clock gives, a cache written by a newer
/// version, and an images folder past its caps. The caps are the app's own (`CacheLimits`).
final class OfflineCacheBoundsEndToEndTests: XCTestCase {
    private let feedFileCap = 32 * 1024 * 1024
    private let imageCountCap = 1_000
    private let imagesSizeCap = 64 * 1024 * 1024

    /// A 1 GiB file (sparse, so it costs no disk) left at the cache's path.
    func test_offlineRun_deletesACacheFileOverTheCapUnread_inLittleMemory() throws {
        let (server, arguments, cacheDirectory) = try startServerAndCache()
        let feedFile = try XCTUnwrap(CacheFolder.file(named: "feed.json", under: cacheDirectory))
        let handle = try FileHandle(forWritingTo: feedFile)
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()

        try server.setFaults(["feed-500"])
        let offline = try FeedTTYProcess.run(arguments, measuresPeakMemory: true, timeout: Guards.sanitized(30))

        XCTAssertEqual(offline.exitStatus, 1, offline.diagnostics)
        XCTAssertFalse(offline.output.contains("An espresso"), "Expected no cache shown\n\(offline.diagnostics)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: feedFile.path), "Expected the file deleted")
        let peak = try XCTUnwrap(offline.peakMemoryMegabytes, "peak memory not measured")
        // About 33 MB on a quiet machine: a 1 GiB file read would be far above the guard.
        XCTAssertLessThanOrEqual(peak, Guards.runaway(quietMegabytes: 35), "Expected the file never read")
    }

    /// A cache any version would read but for its size (JSON padded with spaces) is damaged too.
    func test_offlineRun_doesNotShowAReadableCacheFileOverTheCap() throws {
        let (server, arguments, cacheDirectory) = try startServerAndCache()
        let feedFile = try XCTUnwrap(CacheFolder.file(named: "feed.json", under: cacheDirectory))
        let cache = try Data(contentsOf: feedFile)
        try
            (cache.dropLast() + Data(repeating: UInt8(ascii: " "), count: feedFileCap - cache.count + 1)
            + cache.suffix(1))
            .write(to: feedFile)

        try server.setFaults(["feed-500"])
        let offline = try FeedTTYProcess.run(arguments)

        XCTAssertEqual(offline.exitStatus, 1, offline.diagnostics)
        XCTAssertFalse(offline.output.contains("An espresso"), "Expected no cache shown\n\(offline.diagnostics)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: feedFile.path), "Expected the file deleted")
    }

    /// Four pages of ten 1 MiB descriptions: 40 MB, of which the first 30-odd images fit the cap.
    func test_more_keepsTheCacheWithinItsCap_droppingTheOldestPages() throws {
        let server = try FeedServer.start(
            in: self, faults: ["feed-long-description"], fixtures: try fixtures(itemCount: 40))
        let cacheDirectory = try temporaryDirectory()
        let arguments = ["--url", server.baseURL.absoluteString, "--cache-dir", cacheDirectory.path]

        // A scripted run gives what still loads at the end of its input one --timeout in all: here
        // the time three pages of 1 MiB descriptions need (about 5 s on a quiet machine, in a debug
        // build; several times that under a sanitizer), so the run ends with its work done.
        let drain = Guards.hang(quietSeconds: 8)
        let online = try FeedTTYProcess.run(
            arguments + ["--timeout", "\(Int(drain))"], input: "more\nmore\nmore\n", timeout: 2 * drain)

        XCTAssertEqual(online.exitStatus, 0, online.diagnostics)
        XCTAssertTrue(online.output.contains("40. Item 40 "), "Expected four pages online\n\(online.diagnostics)")
        let feedFile = try XCTUnwrap(CacheFolder.file(named: "feed.json", under: cacheDirectory))
        XCTAssertLessThanOrEqual(try CacheFolder.size(of: feedFile), feedFileCap)

        try server.setFaults(["feed-500"])
        let offline = try FeedTTYProcess.run(arguments, timeout: Guards.hang(quietSeconds: 3))

        XCTAssertEqual(offline.exitStatus, 0, offline.diagnostics)
        XCTAssertTrue(offline.output.contains(" 1. Item 1 "), "Expected the newest images\n\(offline.diagnostics)")
        XCTAssertTrue(offline.output.contains("30. Item 30 "), "Expected three pages kept\n\(offline.diagnostics)")
        XCTAssertFalse(
            offline.output.contains("40. Item 40 "), "Expected the oldest page dropped\n\(offline.diagnostics)")
    }

    /// 1e300 seconds would never expire: the file is damaged, so it is deleted rather than shown.
    func test_offlineRun_deletesACacheWithATimestampNoClockGives() throws {
        let (server, arguments, cacheDirectory) = try startServerAndCache()
        let feedFile = try XCTUnwrap(CacheFolder.file(named: "feed.json", under: cacheDirectory))
        try rewriteJSON(at: feedFile) { $0["timestamp"] = 1e300 }

        try server.setFaults(["feed-500"])
        let offline = try FeedTTYProcess.run(arguments)

        XCTAssertEqual(offline.exitStatus, 1, offline.diagnostics)
        XCTAssertFalse(offline.output.contains("An espresso"), "Expected no cache shown\n\(offline.diagnostics)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: feedFile.path), "Expected the file deleted")
    }

    /// Two versions sharing a cache directory: this one neither shows, deletes nor replaces the
    /// newer one's cache, offline or online.
    func test_runs_leaveACacheOfANewerFormatVersionAloneAndUnused() throws {
        let (server, arguments, cacheDirectory) = try startServerAndCache()
        let feedFile = try XCTUnwrap(CacheFolder.file(named: "feed.json", under: cacheDirectory))
        try rewriteJSON(at: feedFile) { $0["version"] = 2 }
        let newerCache = try Data(contentsOf: feedFile)

        try server.setFaults(["feed-500"])
        let offline = try FeedTTYProcess.run(arguments)

        XCTAssertEqual(offline.exitStatus, 1, offline.diagnostics)
        XCTAssertFalse(offline.output.contains("An espresso"), "Expected no cache shown\n\(offline.diagnostics)")
        XCTAssertEqual(try Data(contentsOf: feedFile), newerCache, "Expected the newer cache left as it was")

        try server.setFaults([])
        let online = try FeedTTYProcess.run(arguments)

        XCTAssertEqual(online.exitStatus, 0, online.diagnostics)
        XCTAssertTrue(online.output.contains(" 1. An espresso"), online.diagnostics)
        XCTAssertEqual(try Data(contentsOf: feedFile), newerCache, "Expected the newer cache not replaced")
    }

    func test_onlineRun_dropsTheOldestImagesOverTheCountCap() throws {
        let (server, arguments, cacheDirectory) = try startServerAndCache()
        let images = try XCTUnwrap(CacheFolder.file(named: "images", under: cacheDirectory))
        try leaveOldImageFiles(count: imageCountCap, in: images)

        XCTAssertEqual(try FeedTTYProcess.run(arguments).exitStatus, 0)

        XCTAssertLessThanOrEqual(try imageFiles(in: images).count, imageCountCap)
        try assertTheLatestImagesAreCachedOffline(server: server, arguments: arguments)
    }

    /// Nine 8 MiB files (sparse: the size is all that counts) are more than the 64 MiB cap.
    func test_onlineRun_dropsTheOldestImagesOverTheSizeCap() throws {
        let (server, arguments, cacheDirectory) = try startServerAndCache()
        let images = try XCTUnwrap(CacheFolder.file(named: "images", under: cacheDirectory))
        try leaveOldImageFiles(count: 9, size: 8 * 1024 * 1024, in: images)

        XCTAssertEqual(try FeedTTYProcess.run(arguments).exitStatus, 0)

        let totalSize = try imageFiles(in: images).reduce(0) { $0 + (try CacheFolder.size(of: $1)) }
        XCTAssertLessThanOrEqual(totalSize, imagesSizeCap)
        try assertTheLatestImagesAreCachedOffline(server: server, arguments: arguments)
    }

    // MARK: - Helpers

    /// A server with the standard fixtures, and a cache filled by one run against it.
    private func startServerAndCache(
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> (server: FeedServer, arguments: [String], cacheDirectory: URL) {
        let server = try FeedServer.start(in: self)
        let cacheDirectory = try temporaryDirectory()
        let arguments = ["--url", server.baseURL.absoluteString, "--cache-dir", cacheDirectory.path]
        let online = try FeedTTYProcess.run(arguments)
        XCTAssertEqual(online.exitStatus, 0, "Expected a first run to fill the cache", file: file, line: line)
        return (server, arguments, cacheDirectory)
    }

    private func assertTheLatestImagesAreCachedOffline(
        server: FeedServer, arguments: [String], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        server.stop()
        let offline = try FeedTTYProcess.run(arguments)

        XCTAssertEqual(offline.exitStatus, 0, offline.diagnostics, file: file, line: line)
        XCTAssertEqual(
            [1, 2, 5].map { offline.images[$0] }, ["JPEG 640x480", "PNG 360x240", "WebP 640x558"], offline.diagnostics,
            file: file, line: line)
    }

    /// `itemCount` items named "Item N", each with the pixel image, and no comments.
    private func fixtures(itemCount: Int) throws -> URL {
        let directory = try temporaryDirectory()
        try FileManager.default.copyItem(
            at: FeedServer.fixturesURL.appendingPathComponent("images"),
            to: directory.appendingPathComponent("images"))
        try Data("{}".utf8).write(to: directory.appendingPathComponent("comments.json"))
        let items = (1...itemCount).map { number in
            ["id": UUID().uuidString, "description": "Item \(number)", "image": "pixel.png"]
        }
        try JSONSerialization.data(withJSONObject: ["items": items])
            .write(to: directory.appendingPathComponent("feed.json"))
        return directory
    }

    /// Image files as earlier runs would have left them, a day old, in place of the images cached
    /// so far, so the next run downloads and saves its images again.
    private func leaveOldImageFiles(count: Int, size: UInt64 = 100, in directory: URL) throws {
        for image in try imageFiles(in: directory) {
            try FileManager.default.removeItem(at: image)
        }
        let dayAgo = Date().addingTimeInterval(-86_400)
        for number in 0..<count {
            let url = directory.appendingPathComponent(String(format: "%016x.imagedata", number))
            try Data().write(to: url)
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: size)
            try handle.close()
            try FileManager.default.setAttributes([.modificationDate: dayAgo], ofItemAtPath: url.path)
        }
    }

    private func imageFiles(in directory: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "imagedata" }
    }

    private func rewriteJSON(at url: URL, _ change: (inout [String: Any]) -> Void) throws {
        var object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        change(&object)
        try JSONSerialization.data(withJSONObject: object).write(to: url)
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("feed-tty-bounds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }
}
