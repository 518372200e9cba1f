import HTTPTransport
import XCTest

@testable import feed_tty

/// `feed-tty --version`, as `curl --version` answers: the program, what built it, what it runs on.
final class VersionEndToEndTests: XCTestCase {
    func test_version_namesTheProgramTheSwiftCompilerAndTheTLSLibrary() throws {
        let result = try FeedTTYProcess.run(["--version"], environment: ["XDG_CONFIG_HOME": "/nonexistent"])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertEqual(
            result.output.split(separator: "\n"),
            ["feed-tty 0.1.0", "compiler: Swift \(HelpText.swiftVersion)", "TLS: \(TLSLibrary.version)"])
        XCTAssertNotNil(HelpText.swiftVersion.wholeMatch(of: /6\.\d+(\.\d+)?.*/), HelpText.swiftVersion)
        XCTAssertNotNil(TLSLibrary.version.firstMatch(of: /^(OpenSSL|LibreSSL) \d+\.\d+/), TLSLibrary.version)
    }
}
