import Foundation
import XCTest

@testable import feed_tty

/// Which program `open N` starts, and with what: `BROWSER` first, else `xdg-open`, the address
/// always one argument of its own.
final class ExternalBrowserLauncherTests: XCTestCase {
    func test_command_isTheFirstBrowserFoundInPATH_withTheAddressLast() throws {
        let bin = try folder(with: ["firefox", "xdg-open"])

        let command = ExternalBrowserLauncher.command(
            opening: "https://a.example/1.jpg?a=1&b=$(x)",
            environment: ["BROWSER": "no-such-browser:firefox --new-tab", "PATH": bin])

        XCTAssertEqual(command?.program, "\(bin)/firefox")
        XCTAssertEqual(command?.arguments, ["--new-tab", "https://a.example/1.jpg?a=1&b=$(x)"])
    }

    func test_command_putsTheAddressWhereTheBrowserSaysPercentS() throws {
        let bin = try folder(with: ["lynx"])

        let command = ExternalBrowserLauncher.command(
            opening: "https://a.example/1.jpg", environment: ["BROWSER": "lynx -dump %s", "PATH": bin])

        XCTAssertEqual(command?.arguments, ["-dump", "https://a.example/1.jpg"])
    }

    func test_command_isXDGOpenWithoutABrowser_andNilWithoutEither() throws {
        let withOpener = try folder(with: ["xdg-open"])
        let empty = try folder(with: [])

        XCTAssertEqual(
            ExternalBrowserLauncher.command(opening: "https://a.example", environment: ["PATH": withOpener])?.program,
            "\(withOpener)/xdg-open")
        XCTAssertNil(
            ExternalBrowserLauncher.command(
                opening: "https://a.example", environment: ["PATH": empty, "BROWSER": "no-such-browser"]))
    }

    // MARK: - Helpers

    /// A folder of executables named `names` (empty scripts), removed after the test.
    private func folder(with names: [String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("browsers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        for name in names {
            let path = folder.appendingPathComponent(name).path
            try Data("#!/bin/sh\n".utf8).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
        return folder.path
    }
}
