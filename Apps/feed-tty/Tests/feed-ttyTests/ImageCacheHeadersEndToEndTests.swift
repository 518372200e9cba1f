import Foundation
import TestSupport
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The image cache as a private HTTP cache, end to end: the built binary, `Scripts/feed-server`
/// sending cache headers on its images (`image-no-store`, `image-no-cache`, `image-max-age:S`),
/// and a real `--cache-dir`, over two runs.
final class ImageCacheHeadersEndToEndTests: XCTestCase {
    func test_noStoreImages_areShownButLeaveNoFileInTheCacheFolder() throws {
        let cacheDirectory = try temporaryDirectory()
        let server = try startServer(imageMode: "image-no-store")

        let run = try FeedTTYProcess.run(["--url", server.baseURL.absoluteString, "--cache-dir", cacheDirectory.path])

        XCTAssertEqual(run.exitStatus, 0, run.diagnostics)
        XCTAssertEqual(run.images[1], "JPEG 640x480", run.diagnostics)
        XCTAssertNotNil(CacheFolder.file(named: "feed.json", under: cacheDirectory), "Expected the feed kept")
        XCTAssertEqual(imageFiles(in: cacheDirectory), [], "Expected no image on disk")
    }

    func test_noCacheImages_areAskedAboutWithTheirTagOnTheNextRun_andShownFromTheCacheOn304() throws {
        let cacheDirectory = try temporaryDirectory()
        let server = try startServer(imageMode: "image-no-cache")
        let arguments = ["--url", server.baseURL.absoluteString, "--cache-dir", cacheDirectory.path]

        let first = try FeedTTYProcess.run(arguments)
        let firstRequests = try imageRequests(on: server)
        let second = try FeedTTYProcess.run(arguments)
        let secondRequests = try imageRequests(on: server).dropFirst(firstRequests.count)

        XCTAssertEqual(first.exitStatus, 0, first.diagnostics)
        XCTAssertFalse(imageFiles(in: cacheDirectory).isEmpty, "Expected the images kept with their tags")
        XCTAssertTrue(firstRequests.allSatisfy { $0.ifNoneMatch == nil && $0.status == 200 }, "\(firstRequests)")
        XCTAssertEqual(second.exitStatus, 0, second.diagnostics)
        XCTAssertEqual(second.images[1], first.images[1], second.diagnostics)
        XCTAssertEqual(second.images[1], "JPEG 640x480", second.diagnostics)
        XCTAssertEqual(secondRequests.count, firstRequests.count, "Expected each image asked about again")
        for request in secondRequests {
            let sent = firstRequests.first { $0.path == request.path }?.etag
            XCTAssertNotNil(sent, "\(request)")
            XCTAssertEqual(request.ifNoneMatch, sent, "Expected the tag sent back verbatim: \(request)")
            XCTAssertEqual(request.status, 304, "\(request)")
        }
    }

    func test_freshImages_areShownFromTheCacheWithoutARequestOnTheNextRun() throws {
        let cacheDirectory = try temporaryDirectory()
        let server = try startServer(imageMode: "image-max-age:3600")
        let arguments = ["--url", server.baseURL.absoluteString, "--cache-dir", cacheDirectory.path]

        _ = try FeedTTYProcess.run(arguments)
        let firstRequests = try imageRequests(on: server)
        let second = try FeedTTYProcess.run(arguments)

        XCTAssertFalse(firstRequests.isEmpty)
        XCTAssertEqual(try imageRequests(on: server).count, firstRequests.count, "Expected no image asked for again")
        XCTAssertEqual(second.images[1], "JPEG 640x480", second.diagnostics)
    }

    // MARK: - Helpers

    private struct ImageRequest: Decodable, CustomStringConvertible {
        let path: String
        let status: Int
        let ifNoneMatch: String?
        let etag: String?

        var description: String { "\(path) \(status) If-None-Match: \(ifNoneMatch ?? "-") ETag: \(etag ?? "-")" }
    }

    /// The server with `imageMode`; skipped by a feed-server that does not know it yet.
    private func startServer(imageMode: String) throws -> FeedServer {
        let server = try FeedServer.start(in: self)
        do {
            try server.setFaults([imageMode])
        } catch {
            throw XCTSkip("Scripts/feed-server has no \(imageMode) mode")
        }
        return server
    }

    /// The image requests the server answered, in order, from its record (`GET /__control/requests`).
    private func imageRequests(on server: FeedServer) throws -> [ImageRequest] {
        struct Record: Decodable { let requests: [ImageRequest] }
        let data = try XCTUnwrap(fetch(server.url(path: "/__control/requests")), "feed-server's record")
        return try JSONDecoder().decode(Record.self, from: data).requests.filter { $0.path.contains("/images/") }
    }

    private func fetch(_ url: URL) -> Data? {
        let result = LockedBox<Data?>(nil)
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: url) { data, _, _ in
            result.mutate { $0 = data }
            done.signal()
        }.resume()
        _ = done.wait(timeout: .now() + 5)
        return result.value
    }

    private func imageFiles(in cacheDirectory: URL) -> [String] {
        let files =
            FileManager.default.enumerator(at: cacheDirectory, includingPropertiesForKeys: nil)?.allObjects ?? []
        return files.compactMap { ($0 as? URL)?.lastPathComponent }.filter { $0.hasSuffix(".imagedata") }
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("feed-tty-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }
}
