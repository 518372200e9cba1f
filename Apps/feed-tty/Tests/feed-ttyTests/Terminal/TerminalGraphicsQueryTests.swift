import TerminalGraphics
import XCTest

@testable import feed_tty

final class TerminalGraphicsQueryTests: XCTestCase {
    func test_bytes_askKittysProtocolThenTheCellSizeThenTheDeviceAttributesLast() {
        let query = TerminalGraphicsQuery(asksForKitty: true, asksForCellSize: true)

        XCTAssertEqual(
            String(decoding: query.bytes, as: UTF8.self),
            "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[16t\u{1B}[c")
    }

    func test_bytes_askTheSixelLimitsBeforeTheDeviceAttributes() {
        let query = TerminalGraphicsQuery(asksForKitty: true, asksForCellSize: true, asksForSixelLimits: true)

        XCTAssertEqual(
            String(decoding: query.bytes, as: UTF8.self),
            "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[16t\u{1B}[?2;1;0S\u{1B}[?1;1;0S\u{1B}[c")
        XCTAssertEqual(
            TerminalGraphicsQuery(asksForKitty: false, asksForCellSize: false, asksForSixelLimits: true).bytes,
            bytes("\u{1B}[?2;1;0S\u{1B}[?1;1;0S\u{1B}[c"))
    }

    func test_bytes_alwaysEndWithTheDeviceAttributes_whoseAnswerEndsTheWait() {
        XCTAssertEqual(
            TerminalGraphicsQuery(asksForKitty: false, asksForCellSize: true).bytes, bytes("\u{1B}[16t\u{1B}[c"))
        XCTAssertEqual(
            TerminalGraphicsQuery(asksForKitty: true, asksForCellSize: false).bytes,
            bytes("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c"))
        XCTAssertEqual(TerminalGraphicsQuery(asksForKitty: false, asksForCellSize: false).bytes, bytes("\u{1B}[c"))
    }

    func test_cellPixelSizeOfWindow_isTheWindowsPixelsPerCell_orNilWhereTheTerminalLeavesThemZero() {
        XCTAssertEqual(
            CellPixelSize(windowWidth: 800, height: 480, columns: 80, rows: 24), CellPixelSize(width: 10, height: 20))
        XCTAssertEqual(
            CellPixelSize(windowWidth: 645, height: 490, columns: 80, rows: 24), CellPixelSize(width: 8, height: 20))
        XCTAssertNil(CellPixelSize(windowWidth: 0, height: 0, columns: 80, rows: 24))
        XCTAssertNil(CellPixelSize(windowWidth: 800, height: 0, columns: 80, rows: 24))
        XCTAssertNil(CellPixelSize(windowWidth: 800, height: 480, columns: 0, rows: 0))
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}
