import Foundation
import TestSupport
import XCTest

/// Thumbnails as the built binary draws them when asked by name (a pipe draws none by itself;
/// `Scripts/tests/test_interactive_pty.py` covers a terminal).
final class ThumbnailEndToEndTests: XCTestCase {
    func test_pipedRun_drawsNoThumbnailAndNoEscapeUnlessAsked() throws {
        let result = try FeedTTYProcess.run(["--no-cache"], environment: ["COLORTERM": "truecolor"])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        XCTAssertFalse(result.stdout.contains(0x1B), result.diagnostics)
        XCTAssertFalse(result.output.holdsBlockSymbols, result.diagnostics)
    }

    /// The demo's first item has a 640×480 JPEG; its picture is drawn right under this line.
    private let firstItemsImageLine = "    image: JPEG 640x480"

    func test_imagesKitty_sendsEachSettledImageThroughKittysProtocolUnderItsLine() throws {
        let result = try FeedTTYProcess.run(["--no-cache", "--images", "kitty", "--image-rows", "4"])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        let line = try XCTUnwrap(lineAfter(firstItemsImageLine, in: result.output), result.diagnostics)
        XCTAssertTrue(line.hasPrefix("    \u{1B}_Ga=T,"), line.debugDescription)
        XCTAssertTrue(line.contains("r=4"), line.debugDescription)
        XCTAssertTrue(line.hasSuffix("\u{1B}\\"), line.debugDescription)
    }

    func test_imagesITerm_sendsTheImageFileThroughITerm2sProtocol() throws {
        let result = try FeedTTYProcess.run(["--no-cache", "--images", "iterm"])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        let line = try XCTUnwrap(lineAfter(firstItemsImageLine, in: result.output), result.diagnostics)
        XCTAssertTrue(line.hasPrefix("    \u{1B}]1337;File=inline=1;"), line.debugDescription)
        XCTAssertTrue(line.hasSuffix("\u{7}"), line.debugDescription)
    }

    func test_imagesBlocks_drawsBlockSymbolsTheHeightAskedFor() throws {
        let result = try FeedTTYProcess.run(
            ["--no-cache", "--images", "blocks", "--image-rows", "3"], environment: ["COLORTERM": "truecolor"])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        let lines = result.output.components(separatedBy: "\n")
        let index = try XCTUnwrap(lines.firstIndex(of: firstItemsImageLine), result.diagnostics)
        let thumbnail = lines[(index + 1)...].prefix(while: \.holdsBlockSymbols)
        XCTAssertEqual(thumbnail.count, 3, result.diagnostics)
        XCTAssertTrue(thumbnail.allSatisfy { $0.contains("\u{1B}[38;2;") }, result.diagnostics)
    }

    func test_imagesSixel_drawsEachSettledImageAsASixelPictureUnderItsLine() throws {
        let result = try FeedTTYProcess.run(["--no-cache", "--images", "sixel"])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        let line = try XCTUnwrap(lineAfter(firstItemsImageLine, in: result.output), result.diagnostics)
        XCTAssertTrue(line.contains("\u{1B}P0;1;0q\"1;1;"), line.debugDescription)
        XCTAssertTrue(line.hasSuffix("\u{1B}\\") || line.contains("\u{1B}\\"), line.debugDescription)
    }

    func test_badImagesOptions_areUsageErrors() throws {
        XCTAssertEqual(try FeedTTYProcess.run(["--images", "png"]).exitStatus, 64)
        XCTAssertEqual(try FeedTTYProcess.run(["--image-rows", "0"]).exitStatus, 64)
    }

    // MARK: - Helpers

    private func lineAfter(_ line: String, in output: String) -> String? {
        let lines = output.components(separatedBy: "\n")
        return lines.firstIndex(of: line).flatMap { lines.indices.contains($0 + 1) ? lines[$0 + 1] : nil }
    }
}
