import Foundation
import TerminalGraphics
import XCTest

final class ITermInlineImageEncoderTests: XCTestCase {
    func test_lines_sendOriginalFileWithSizeAndTheColumnsLeavingTheHeightToTheTerminal() {
        let file = Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF])

        XCTAssertEqual(
            ITermInlineImageEncoder.lines(forImageFile: file, span: .columns(21)),
            ["\u{1B}]1337;File=inline=1;size=6;width=21;height=auto;preserveAspectRatio=1:iVBORwD/\u{07}"]
        )
    }

    func test_lines_sendTheRowsLeavingTheWidthToTheTerminal() {
        let file = Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF])

        XCTAssertEqual(
            ITermInlineImageEncoder.lines(forImageFile: file, span: .rows(8)),
            ["\u{1B}]1337;File=inline=1;size=6;width=auto;height=8;preserveAspectRatio=1:iVBORwD/\u{07}"]
        )
    }

    func test_lines_sendBothSidesOfABoxForTheTerminalToFitTheImageIn() {
        let file = Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF])

        XCTAssertEqual(
            ITermInlineImageEncoder.lines(forImageFile: file, span: .box(columns: 21, rows: 8)),
            ["\u{1B}]1337;File=inline=1;size=6;width=21;height=8;preserveAspectRatio=1:iVBORwD/\u{07}"]
        )
    }

    func test_lines_encodeLargeFileAsOneUnbrokenBase64Payload() throws {
        let file = Data((0..<10_000).map { UInt8(truncatingIfNeeded: $0 * 7) })

        let line = try XCTUnwrap(ITermInlineImageEncoder.lines(forImageFile: file, span: .rows(4)).first)

        let payload = try XCTUnwrap(line.split(separator: ":", maxSplits: 1).last?.dropLast())
        XCTAssertEqual(Data(base64Encoded: String(payload)), file)
        XCTAssertTrue(line.contains("size=10000;"))
        XCTAssertFalse(payload.contains("\n"))
    }
}
