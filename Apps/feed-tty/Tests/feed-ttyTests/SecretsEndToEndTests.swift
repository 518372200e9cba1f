import Foundation
import TestSupport
import XCTest

/// No password reaches standard output, standard error, the log or the cache folder, whatever the
/// shape of the URL or proxy setting that holds it and whichever way it was given: `--url`,
/// `FEED_TTY_URL`, the configuration file's `url`, a stray argument, each proxy variable.
final class SecretsEndToEndTests: XCTestCase {
    /// What must never show: the password's tail, so a form that keeps part of it fails too.
    private static let secret = "cr3tPW"

    /// Malformed (a raw `/ # ? @`, no scheme, a bad port, an unknown scheme, a bad escape) and
    /// well-formed ones (IPv6, percent-encoded, unicode), all naming a port where nothing listens.
    private static let urls = [
        "http://ana:pa/S3cr3tPW@127.0.0.1:1", "http://ana:pa#S3cr3tPW@127.0.0.1:1/base",
        "http://ana:pa?S3cr3tPW@127.0.0.1:1", "http://ana:pa@S3cr3tPW:w/rd@127.0.0.1:1", "ana:S3cr3tPW@127.0.0.1:1",
        "http://ana:S3cr3tPW@[::1]:99999", "http://ana:S3cr3tPW%zz@127.0.0.1:1", "http://ánä:Σ3cr3tPW/é@127.0.0.1:1",
        "ftp://ana:S3cr3tPW@127.0.0.1:1", "http://ana:S3cr3tPW@[::1]:1/base", "http://ana:S%33cr3tPW@127.0.0.1:1",
    ]

    private static let proxySettings = [
        "pu:S3cr3tPW@127.0.0.1:99999", "http://pu:pa/S3cr3tPW@127.0.0.1:1", "socks5://pu:pa/S3cr3tPW@127.0.0.1:1",
        "http://pu:pa@S3cr3tPW:w/rd@127.0.0.1:1", "ftp://pu:pa#S3cr3tPW@[::1]:1", "https://pu:pä?S3cr3tPW@127.0.0.1:1",
        "socks5h://pu:S%33cr3tPW@127.0.0.1:99999",
    ]

    func test_aPasswordInTheFeedURL_isShownNowhere_whateverItsShapeAndWhereverItCameFrom() throws {
        for url in Self.urls {
            try assertNoSecret(in: try run(["--url", url]), url)
            try assertNoSecret(in: try run(["--url=\(url)"]), url)
            try assertNoSecret(in: try run([url]), "as a stray argument: \(url)")
            try assertNoSecret(in: try run([], environment: ["FEED_TTY_URL": url]), "FEED_TTY_URL=\(url)")
            try writeConfig("url = \(url)\n")
            try assertNoSecret(in: try run(["--config", configPath]), "config url = \(url)")
        }
    }

    func test_aPasswordInAProxySetting_isShownNowhere_whateverItsShape() throws {
        let variables = [
            ("http_proxy", "http"), ("all_proxy", "http"), ("ALL_PROXY", "https"), ("https_proxy", "https"),
            ("HTTPS_PROXY", "https"),
        ]
        for (variable, scheme) in variables {
            for value in Self.proxySettings {
                let result = try run(["--url", "\(scheme)://127.0.0.1:1"], environment: [variable: value])

                try assertNoSecret(in: result, "\(variable)=\(value)")
            }
        }
    }

    func test_theProxyMessage_namesTheVariableAndWhatIsLeftOfTheSetting() throws {
        let result = try run(
            ["--url", "http://127.0.0.1:1"], environment: ["http_proxy": "http://pu:pa/S3cr3tPW@127.0.0.1:13131"])

        XCTAssertEqual(result.exitStatus, 78, result.diagnostics)
        XCTAssertTrue(
            result.errorOutput.contains("http_proxy names no proxy feed-tty can use: http://***@127.0.0.1:13131"),
            result.diagnostics)
    }

    // MARK: - Helpers

    private lazy var folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("secrets-e2e-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }()

    private var logPath: String { folder.appendingPathComponent("loads.log").path }
    private var configPath: String { folder.appendingPathComponent("config").path }

    /// A short run that logs and caches into the test's folder, so that both can be searched.
    private func run(_ arguments: [String], environment: [String: String] = [:]) throws -> FeedTTYProcess.Result {
        let cache = folder.appendingPathComponent("cache").path
        return try FeedTTYProcess.run(
            arguments + ["--timeout", "2", "--log", logPath, "--cache-dir", cache], environment: environment)
    }

    private func writeConfig(_ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: configPath))
        XCTAssertEqual(chmod(configPath, 0o600), 0)
    }

    private func assertNoSecret(
        in result: FeedTTYProcess.Result, _ given: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        XCTAssertNotEqual(result.exitStatus, 0, "\(given): nothing listens there\n\(result.diagnostics)")
        for (name, text) in [("stdout", result.output), ("stderr", result.errorOutput)] {
            XCTAssertFalse(text.contains(Self.secret), "\(given): in \(name)\n\(text)", file: file, line: line)
        }
        let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        for name in files where name != "config" {
            let contents = (try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data()
            XCTAssertFalse(name.contains(Self.secret), "\(given): a file is named \(name)", file: file, line: line)
            XCTAssertNil(
                contents.range(of: Data(Self.secret.utf8)),
                "\(given): in \(name)\n\(String(decoding: contents, as: UTF8.self))",
                file: file, line: line)
        }
    }
}
