import XCTest

@testable import feed_tty

final class ConfigFileReaderTests: XCTestCase {
    func test_read_givesTheBytesOfAFileOnlyItsOwnerCanWrite() throws {
        let path = try makeFile("url = http://a\n", mode: 0o600)

        XCTAssertEqual(try ConfigFileReader.read(path).bytes, Array("url = http://a\n".utf8))
        XCTAssertEqual(try ConfigFileReader.read(path).mode, 0o600)
    }

    func test_read_followsASymbolicLinkToTheFile() throws {
        let target = try makeFile("lang = el\n", mode: 0o644)
        let link = directory.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

        XCTAssertEqual(try ConfigFileReader.read(link).bytes, Array("lang = el\n".utf8))
    }

    func test_read_reportsAMissingFileAsMissing() {
        for path in [directory.appendingPathComponent("none").path, "/dev/null/config"] {
            XCTAssertThrowsError(try ConfigFileReader.read(path), path) { error in
                guard case .missing = error as? ConfigFileReader.Failure else { return XCTFail("\(error)") }
            }
        }
    }

    func test_read_refusesAFileThatItsGroupOrOthersCanWrite() throws {
        for mode: mode_t in [0o664, 0o602] {
            let path = try makeFile("url = http://a\n", mode: mode)

            XCTAssertThrowsError(try ConfigFileReader.read(path)) { error in
                XCTAssertEqual(error as? ConfigFileReader.Failure, .untrusted(.writableByOthers(mode: mode)))
            }
        }
    }

    func test_read_refusesAFileOfAnotherUser() throws {
        let path = try makeFile("url = http://a\n", mode: 0o600)
        // Root's files are trusted by everyone, so root gives the file away; anyone else reads it
        // as someone else would.
        let isRoot = getuid() == 0
        if isRoot { XCTAssertEqual(chown(path, 4321, 4321), 0) }

        XCTAssertThrowsError(try ConfigFileReader.read(path, user: isRoot ? 0 : getuid() + 1)) { error in
            XCTAssertEqual(error as? ConfigFileReader.Failure, .untrusted(.ownedByAnotherUser))
        }
    }

    func test_read_reportsADirectoryAsUnreadable() {
        XCTAssertThrowsError(try ConfigFileReader.read(directory.path)) { error in
            XCTAssertEqual(error as? ConfigFileReader.Failure, .unreadable(reason: String(cString: strerror(EISDIR))))
        }
    }

    func test_read_refusesAFIFOWithNoWriterAtOnce_insteadOfWaitingForOne() throws {
        let fifo = directory.appendingPathComponent("fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)

        XCTAssertThrowsError(try ConfigFileReader.read(fifo)) { error in
            XCTAssertEqual(error as? ConfigFileReader.Failure, .notARegularFile)
        }
    }

    func test_read_refusesADeviceBeforeReadingIt() {
        for device in ["/dev/zero", "/dev/null"] {
            XCTAssertThrowsError(try ConfigFileReader.read(device), device) { error in
                XCTAssertEqual(error as? ConfigFileReader.Failure, .notARegularFile, device)
            }
        }
    }

    func test_read_refusesAFileOverTheMaximumSize() throws {
        let largest = try makeFile(String(repeating: "#", count: ConfigFileReader.maximumSize), mode: 0o600)
        let tooLarge = try makeFile(String(repeating: "#", count: ConfigFileReader.maximumSize + 1), mode: 0o600)

        XCTAssertEqual(try ConfigFileReader.read(largest).bytes.count, ConfigFileReader.maximumSize)
        XCTAssertThrowsError(try ConfigFileReader.read(tooLarge)) { error in
            XCTAssertEqual(error as? ConfigFileReader.Failure, .tooLarge)
        }
    }

    // MARK: - Helpers

    private lazy var directory: URL = {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("feed-tty-config-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory
    }()

    private func makeFile(_ text: String, mode: mode_t) throws -> String {
        let path = directory.appendingPathComponent(UUID().uuidString).path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        XCTAssertEqual(chmod(path, mode), 0)
        return path
    }
}
