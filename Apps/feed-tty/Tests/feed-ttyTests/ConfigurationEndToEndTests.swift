import Foundation
import TestSupport
import XCTest

/// The configuration file and `FEED_TTY_URL`, with the built binary. Every run has a
/// `XDG_CONFIG_HOME` of its own, so no test reads the developer's configuration.
final class ConfigurationEndToEndTests: XCTestCase {
    private static let demoBanner = "This is the built-in demo feed"

    func test_configURL_opensThatServersFeed_withoutTheDemo() throws {
        let server = try FeedServer.start(in: self, base: "/from/config")
        try writeConfig("# my server\nurl = \(server.baseURL.absoluteString)\n")

        let result = try run([])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertTrue(result.output.hasPrefix("My Feed\n"), result.diagnostics)
        XCTAssertTrue(result.output.contains(" 1. An espresso in a red cup and saucer"), result.diagnostics)
        XCTAssertFalse(result.output.contains(Self.demoBanner), result.diagnostics)
        XCTAssertTrue(server.requestLog().contains("GET /from/config/v1/feed?limit=10 200"), "\(server.requestLog())")
    }

    func test_environmentURL_overridesTheConfigsURL() throws {
        let server = try FeedServer.start(in: self)
        try writeConfig("url = http://127.0.0.1:1\n")

        let result = try run([], environment: ["FEED_TTY_URL": server.baseURL.absoluteString])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertTrue(result.output.contains(" 1. An espresso in a red cup and saucer"), result.diagnostics)
        XCTAssertFalse(result.output.contains(Self.demoBanner), result.diagnostics)
    }

    func test_urlOption_overridesTheEnvironmentAndTheConfig() throws {
        let server = try FeedServer.start(in: self)
        try writeConfig("url = http://127.0.0.1:1\n")
        let refused = ["FEED_TTY_URL": "http://127.0.0.1:2"]

        let withoutURLOption = try run([], environment: refused)
        let withURLOption = try run(["--url", server.baseURL.absoluteString], environment: refused)

        XCTAssertEqual(withoutURLOption.exitStatus, 1, withoutURLOption.diagnostics)
        XCTAssertTrue(withoutURLOption.output.contains("Couldn't connect to server"), withoutURLOption.diagnostics)
        XCTAssertEqual(withURLOption.exitStatus, 0, withURLOption.diagnostics)
        XCTAssertTrue(
            withURLOption.output.contains(" 1. An espresso in a red cup and saucer"), withURLOption.diagnostics)
    }

    func test_commandLine_overridesTheConfigsOtherSettings() throws {
        let server = try FeedServer.start(in: self)
        try writeConfig("url = \(server.baseURL.absoluteString)\nformat = json\n")

        let json = try run([])
        let text = try run(["--format", "text"])

        XCTAssertTrue(json.output.hasPrefix(#"{"title":"My Feed","type":"screen"}"#), json.diagnostics)
        XCTAssertTrue(text.output.hasPrefix("My Feed\n"), text.diagnostics)
    }

    func test_badConfigLine_namesTheFileAndTheLineAndExits78() throws {
        try writeConfig("# mine\nurl = http://127.0.0.1:1\ncolour = yes\n")

        let result = try run([])

        XCTAssertEqual(result.exitStatus, 78, result.diagnostics)
        XCTAssertEqual(
            result.errorOutput, "feed-tty: \(configPath):3: unknown key “colour”; did you mean “no-color”?\n")
        XCTAssertEqual(result.output, "")
    }

    func test_badConfigValue_isToldAsTheCommandLineTellsIt_inTheUsersLanguage() throws {
        try writeConfig("timeout = soon\n")

        let english = try run([])
        let portuguese = try run([], environment: ["LANG": "pt_BR.UTF-8"])

        XCTAssertEqual(english.exitStatus, 78, english.diagnostics)
        XCTAssertTrue(english.errorOutput.hasPrefix("feed-tty: \(configPath):1: --timeout needs"), english.diagnostics)
        XCTAssertFalse(english.errorOutput.contains("usage:"), "the command line is not at fault")
        XCTAssertEqual(portuguese.exitStatus, 78, portuguese.diagnostics)
        XCTAssertTrue(portuguese.errorOutput.contains(":1: --timeout precisa de"), portuguese.diagnostics)
    }

    func test_configWritableByItsGroup_isRefusedWithExit78() throws {
        let server = try FeedServer.start(in: self)
        try writeConfig("url = \(server.baseURL.absoluteString)\n", mode: 0o664)

        let result = try run([])

        XCTAssertEqual(result.exitStatus, 78, result.diagnostics)
        XCTAssertTrue(result.errorOutput.contains("“\(configPath)”"), result.diagnostics)
        XCTAssertTrue(result.errorOutput.contains("other users can change it (mode 0664)"), result.diagnostics)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(server.requestLog(), [], "a refused file must not point feed-tty anywhere")
    }

    func test_noConfig_readsNoConfigFile() throws {
        try writeConfig("colour = yes\n")

        let result = try run(["--no-config"])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertTrue(result.output.contains(Self.demoBanner), result.diagnostics)
    }

    func test_configOption_readsThatFileInsteadOfTheStandardOne() throws {
        let server = try FeedServer.start(in: self)
        try writeConfig("colour = yes\n")
        let other = configHome.appendingPathComponent("other.conf").path
        try write("url = \(server.baseURL.absoluteString)\n", to: other, mode: 0o600)

        let result = try run(["--config", other])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertTrue(result.output.contains(" 1. An espresso in a red cup and saucer"), result.diagnostics)
    }

    func test_configOption_namingAMissingFile_isAUsageError() throws {
        let missing = configHome.appendingPathComponent("missing.conf").path

        let result = try run(["--config", missing])

        XCTAssertEqual(result.exitStatus, 64, result.diagnostics)
        XCTAssertTrue(
            result.errorOutput.hasPrefix("feed-tty: cannot read the configuration file “\(missing)”"),
            result.diagnostics)
        XCTAssertTrue(result.errorOutput.contains("usage: feed-tty"), result.diagnostics)
    }

    func test_environmentURL_opensItsServer_withNoConfigFile() throws {
        let server = try FeedServer.start(in: self)

        let result = try run([], environment: ["FEED_TTY_URL": server.baseURL.absoluteString])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertTrue(result.output.contains(" 1. An espresso in a red cup and saucer"), result.diagnostics)
        XCTAssertFalse(result.output.contains(Self.demoBanner), result.diagnostics)
        XCTAssertEqual(result.errorOutput, "", "a missing configuration file is fine")
    }

    func test_badEnvironmentURL_exits78NamingTheVariable() throws {
        let result = try run([], environment: ["FEED_TTY_URL": "ftp://example.com/feed"])

        XCTAssertEqual(result.exitStatus, 78, result.diagnostics)
        XCTAssertTrue(result.errorOutput.hasPrefix("feed-tty: FEED_TTY_URL: --url needs"), result.diagnostics)
    }

    func test_help_namesTheConfigFileItLooksForAndFEED_TTY_URL_evenWithABadConfig() throws {
        try writeConfig("colour = yes\n")

        let result = try run(["--help"], environment: ["COLUMNS": "200"])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertTrue(result.output.contains("Configuration file: \(configPath)\n"), result.diagnostics)
        for name in ["--config FILE", "--no-config", "FEED_TTY_URL", "XDG_CONFIG_HOME"] {
            XCTAssertTrue(result.output.contains(name), "the help names \(name)")
        }
        XCTAssertTrue(result.output.contains("78 on a bad configuration file"), result.diagnostics)
        XCTAssertTrue(result.output.contains("129 on SIGHUP"), result.diagnostics)
    }

    func test_aConfigFileThatIsAFIFOWithNoWriter_endsTheStartAtOnceWith78() throws {
        try FileManager.default.createDirectory(
            at: configHome.appendingPathComponent("feed-tty"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(configPath, 0o600), 0)

        for arguments in [[], ["--config", configPath]] {
            // Before the file was opened without waiting, this run never ended: the helper kills
            // it at its time limit and fails the test.
            let result = try run(arguments)

            XCTAssertEqual(result.exitStatus, 78, result.diagnostics)
            XCTAssertEqual(
                result.errorOutput,
                "feed-tty: the configuration file “\(configPath)” is not a regular file (a pipe, a device or a socket): "
                    + "feed-tty reads only a regular file\n", result.diagnostics)
        }
    }

    func test_aConfigFileOthersCanChange_isRefusedNamingItAndTheChmodThatMendsIt() throws {
        try writeConfig("url = http://127.0.0.1:1\n", mode: 0o664)

        let result = try run([])

        XCTAssertEqual(result.exitStatus, 78, result.diagnostics)
        XCTAssertEqual(
            result.errorOutput,
            "feed-tty: refusing the configuration file “\(configPath)”: other users can change it (mode 0664), and it "
                + "can point feed-tty at any server; make it yours alone with: chmod go-w \(configPath)\n")
    }

    func test_aPasswordInAConfigFileOthersCanRead_isWarnedAbout_withoutShowingIt() throws {
        try writeConfig("url = http://ana:S3cr3tPW@127.0.0.1:1\n", mode: 0o644)
        let readable = try run(["--timeout", "2"])
        try writeConfig("url = http://ana:S3cr3tPW@127.0.0.1:1\n", mode: 0o600)
        let ownerOnly = try run(["--timeout", "2"])

        XCTAssertTrue(
            readable.errorOutput.hasPrefix(
                "feed-tty: warning: the configuration file “\(configPath)” holds a user name or password in its url "
                    + "that other users can read (mode 0644); make it yours alone with: chmod 600 \(configPath)\n"),
            readable.diagnostics)
        XCTAssertFalse(readable.errorOutput.contains("S3cr3tPW"), readable.diagnostics)
        XCTAssertFalse(ownerOnly.errorOutput.contains("warning"), ownerOnly.diagnostics)
    }

    func test_configLanguage_speaksBeforeTheLocale() throws {
        try writeConfig("lang = el\n")

        let result = try run(["--bogus"], environment: ["LANG": "pt_BR.UTF-8"])

        XCTAssertEqual(result.exitStatus, 64, result.diagnostics)
        XCTAssertTrue(result.errorOutput.hasPrefix("feed-tty: άγνωστη επιλογή «--bogus»"), result.diagnostics)
    }

    // MARK: - Helpers

    private lazy var configHome: URL = {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("feed-tty-config-e2e-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory
    }()

    private var configPath: String { configHome.appendingPathComponent("feed-tty/config").path }

    /// A run with a configuration home of its own and no `FEED_TTY_URL` from the developer's shell.
    private func run(_ arguments: [String], environment: [String: String] = [:]) throws -> FeedTTYProcess.Result {
        let isolated = ["XDG_CONFIG_HOME": configHome.path, "FEED_TTY_URL": ""]
        return try FeedTTYProcess.run(arguments, environment: isolated.merging(environment) { _, given in given })
    }

    private func writeConfig(_ text: String, mode: mode_t = 0o600) throws {
        try FileManager.default.createDirectory(
            at: configHome.appendingPathComponent("feed-tty"), withIntermediateDirectories: true)
        try write(text, to: configPath, mode: mode)
    }

    private func write(_ text: String, to path: String, mode: mode_t) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(chmod(path, mode), 0)
    }
}
