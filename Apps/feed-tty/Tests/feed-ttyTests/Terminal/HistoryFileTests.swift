import FeedTextUI
import Foundation
import XCTest

@testable import feed_tty

final class HistoryFileTests: XCTestCase {
    func test_url_isUnderXDGStateHomeWhenItIsAnAbsolutePath() {
        let url = HistoryFile.url(environment: ["XDG_STATE_HOME": "/state", "HOME": "/home/ana"])

        XCTAssertEqual(url?.path, "/state/feed-tty/history")
    }

    func test_url_isUnderHomesLocalStateWithoutAnAbsoluteXDGStateHome() {
        for xdg in [nil, "", "relative/state"] {
            var environment = ["HOME": "/home/ana"]
            environment["XDG_STATE_HOME"] = xdg

            XCTAssertEqual(
                HistoryFile.url(environment: environment)?.path, "/home/ana/.local/state/feed-tty/history",
                "XDG_STATE_HOME \(xdg ?? "unset")")
        }
    }

    func test_url_isNilWithNeitherDirectory() {
        XCTAssertNil(HistoryFile.url(environment: [:]))
        XCTAssertNil(HistoryFile.url(environment: ["HOME": "", "XDG_STATE_HOME": "state"]))
        XCTAssertNil(HistoryFile(environment: [:]))
    }

    func test_save_thenLoad_deliversTheSameHistory() throws {
        let sut = HistoryFile(url: try temporaryDirectory().appendingPathComponent("feed-tty/history"))
        let history = makeHistory("more", "comments 3", "ré한👍🏽")

        try sut.save(history)

        XCTAssertEqual(sut.load(), history)
    }

    func test_save_makesTheDirectoryAndTheFileOwnerOnlyAndLeavesNoTemporaryFile() throws {
        let directory = try temporaryDirectory().appendingPathComponent("state/feed-tty")
        let sut = HistoryFile(url: directory.appendingPathComponent("history"))

        try sut.save(makeHistory("more"))
        try sut.save(makeHistory("back"))

        XCTAssertEqual(try permissions(of: directory), 0o700)
        XCTAssertEqual(try permissions(of: sut.url), 0o600)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["history"])
        XCTAssertEqual(sut.load().entries, ["back"])
    }

    func test_save_throwsWhenTheDirectoryCannotBeMade() throws {
        let file = try temporaryDirectory().appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        let sut = HistoryFile(url: file.appendingPathComponent("feed-tty/history"))

        XCTAssertThrowsError(try sut.save(makeHistory("more")))
    }

    func test_load_deliversAnEmptyHistoryWithoutAFileOrForWhatIsNotOne() throws {
        let directory = try temporaryDirectory()
        let fifo = directory.appendingPathComponent("fifo")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)

        XCTAssertEqual(HistoryFile(url: directory.appendingPathComponent("missing")).load(), CommandHistory())
        XCTAssertEqual(HistoryFile(url: directory).load(), CommandHistory(), "a directory")
        XCTAssertEqual(HistoryFile(url: fifo).load(), CommandHistory(), "a FIFO, without waiting for a writer")
    }

    func test_load_readsOnlyTheLinesThatStartInTheLastMaximumReadSizeBytes() throws {
        let url = try temporaryDirectory().appendingPathComponent("history")
        try Data("first\nsecond\nthird\n".utf8).write(to: url)

        XCTAssertEqual(HistoryFile(url: url, maximumReadSize: 12).load().entries, ["third"])
        XCTAssertEqual(HistoryFile(url: url, maximumReadSize: 13).load().entries, ["second", "third"])
    }

    // MARK: - Helpers

    private func makeHistory(_ lines: String...) -> CommandHistory {
        var history = CommandHistory()
        lines.forEach { history.add($0) }
        return history
    }

    private func permissions(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes[.posixPermissions] as? Int ?? -1) & 0o777
    }

    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feed-tty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory
    }
}
