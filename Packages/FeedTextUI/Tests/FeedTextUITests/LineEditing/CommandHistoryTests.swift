import FeedTextUI
import XCTest

final class CommandHistoryTests: XCTestCase {
    func test_add_keepsLinesInOrder_butNoBlankOneAndNoRepeatOfTheLast() {
        var sut = CommandHistory()

        for line in ["more", "", " \t ", "more", "back", "more"] { sut.add(line) }

        XCTAssertEqual(sut.entries, ["more", "back", "more"])
    }

    func test_add_dropsTheOldestBeyondTheMaximum() {
        var sut = CommandHistory()

        for number in 1...(CommandHistory.maximumCount + 5) { sut.add("c \(number)") }

        XCTAssertEqual(sut.entries.count, 1_000)
        XCTAssertEqual(sut.entries.first, "c 6")
        XCTAssertEqual(sut.entries.last, "c 1005")
    }

    func test_fileContents_isOneLinePerEntry_andReadsBackTheSame() {
        var sut = CommandHistory()
        ["more", "comments 3", "ré한👍🏽"].forEach { sut.add($0) }

        XCTAssertEqual(sut.fileContents, "more\ncomments 3\nré한👍🏽\n")
        XCTAssertEqual(CommandHistory(fileContents: sut.fileContents), sut)
        XCTAssertEqual(CommandHistory().fileContents, "")
    }

    func test_initFromFile_skipsBlankRepeatedControlAndOverlongLines() {
        let overlong = String(repeating: "a", count: CommandHistory.maximumLineLength + 1)
        let longest = String(repeating: "b", count: CommandHistory.maximumLineLength)
        let file = "more\n\n   \nmore\nx\u{1B}[2J\nback\u{7}\nc\u{9B}1\n\(overlong)\n\(longest)\r\nlast"

        XCTAssertEqual(CommandHistory(fileContents: file).entries, ["more", longest, "last"])
    }

    func test_initFromFile_keepsTheNewestMaximumCountLines() {
        let file = (1...2_500).map { "c \($0)\n" }.joined()

        let sut = CommandHistory(fileContents: file)

        XCTAssertEqual(sut.entries.count, 1_000)
        XCTAssertEqual(sut.entries.first, "c 1501")
    }
}
