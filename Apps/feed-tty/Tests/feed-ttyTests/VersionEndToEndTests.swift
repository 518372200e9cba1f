import Foundation
import HTTPTransport
import TestSupport
import XCTest

@testable import feed_tty

/// `feed-tty --version`, as `curl --version` answers: the program and its version (the repository's
/// VERSION file, the one place it is written), the commit it was built from, what built it, what it
/// runs on.
final class VersionEndToEndTests: XCTestCase {
    func test_version_namesTheVersionFileTheCommitTheSwiftCompilerAndTheTLSLibrary() throws {
        let result = try FeedTTYProcess.run(["--version"], environment: ["XDG_CONFIG_HOME": "/nonexistent"])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertEqual(
            result.output.split(separator: "\n"),
            [
                "feed-tty \(try versionFile())", "commit: \(BuildVersion.commit)",
                "compiler: Swift \(HelpText.swiftVersion)", "TLS: \(TLSLibrary.version)",
            ])
        XCTAssertNotNil(HelpText.swiftVersion.wholeMatch(of: /6\.\d+(\.\d+)?.*/), HelpText.swiftVersion)
        XCTAssertNotNil(TLSLibrary.version.firstMatch(of: /^(OpenSSL|LibreSSL) \d+\.\d+/), TLSLibrary.version)
    }

    func test_version_namesACommitHashOrSaysItIsUnknown() {
        // A plain `swift build` (as `swift test` here) is given no commit; Scripts/build-release is.
        let hash = /[0-9a-f]{7,40}(-dirty)?/
        let unknown = "unknown (not built by Scripts/install or Scripts/package)"
        XCTAssertTrue(
            BuildVersion.commit.wholeMatch(of: hash) != nil || BuildVersion.commit == unknown, BuildVersion.commit)
    }

    private func versionFile() throws -> String {
        let url = FeedServer.repositoryRoot.appendingPathComponent("VERSION")
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertNotNil(text.wholeMatch(of: /\d+\.\d+\.\d+\n/), "VERSION is one line, a version number: \(text)")
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
