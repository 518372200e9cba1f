import FeedTextUI
import XCTest

@testable import feed_tty

final class ConfigFileLoaderTests: XCTestCase {
    func test_load_readsNoFileWithNoConfig() throws {
        try writeStandardFile("colour = yes\n")

        XCTAssertNil(try ConfigFileLoader.load(.none, environment: environment))
    }

    func test_load_readsNothing_whenTheStandardFileIsMissing() throws {
        XCTAssertNil(try ConfigFileLoader.load(.standard, environment: environment))
    }

    func test_load_parsesTheStandardFile() throws {
        try writeStandardFile("# mine\nurl = http://a\n")

        let file = try ConfigFileLoader.load(.standard, environment: environment)

        XCTAssertEqual(file?.path, standardPath)
        XCTAssertEqual(file?.entries, ["url": ConfigFileEntry(value: "http://a", line: 2)])
    }

    func test_load_reportsABadLineWithThePathOfTheFile() throws {
        try writeStandardFile("url = http://a\n\ncolour = yes\n")

        XCTAssertThrowsError(try ConfigFileLoader.load(.standard, environment: environment)) { error in
            XCTAssertEqual(
                error as? LaunchConfiguration.Problem,
                .configuration(.badLine(path: standardPath, line: 3, .unknownKey("colour", suggestion: "no-color"))))
        }
    }

    func test_load_reportsAMissingNamedFileAsAUsageProblem() {
        let path = home.appendingPathComponent("missing").path

        XCTAssertThrowsError(try ConfigFileLoader.load(.path(path), environment: environment)) { error in
            XCTAssertEqual(
                error as? LaunchConfiguration.Problem,
                .usage(.unreadableConfigFile(path: path, reason: String(cString: strerror(ENOENT)))))
        }
    }

    func test_load_reportsAnUnreadableStandardFileAsAConfigurationProblem() throws {
        try FileManager.default.createDirectory(atPath: standardPath, withIntermediateDirectories: true)

        XCTAssertThrowsError(try ConfigFileLoader.load(.standard, environment: environment)) { error in
            XCTAssertEqual(
                error as? LaunchConfiguration.Problem,
                .configuration(.unreadableFile(path: standardPath, reason: String(cString: strerror(EISDIR)))))
        }
    }

    func test_load_refusesAFileOthersCanWrite_namedOrNot() throws {
        try writeStandardFile("url = http://a\n", mode: 0o664)

        for choice in [LaunchOptions.ConfigFileChoice.standard, .path(standardPath)] {
            XCTAssertThrowsError(try ConfigFileLoader.load(choice, environment: environment)) { error in
                XCTAssertEqual(
                    error as? LaunchConfiguration.Problem,
                    .configuration(.writableByOthers(path: standardPath, mode: "0664")))
            }
        }
    }

    // MARK: - Helpers

    private lazy var home: URL = {
        let home = FileManager.default.temporaryDirectory
            .appendingPathComponent("feed-tty-config-home-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: home) }
        return home
    }()

    private var environment: [String: String] { ["XDG_CONFIG_HOME": home.path] }

    private var standardPath: String { home.appendingPathComponent("feed-tty/config").path }

    private func writeStandardFile(_ text: String, mode: mode_t = 0o600) throws {
        try FileManager.default.createDirectory(
            at: home.appendingPathComponent("feed-tty"), withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: standardPath, contents: Data(text.utf8)))
        XCTAssertEqual(chmod(standardPath, mode), 0)
    }
}
