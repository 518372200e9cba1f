import XCTest

@testable import feed_tty

final class TerminalSettingsTests: XCTestCase {
    func test_usesColor_onlyAtATerminal() {
        XCTAssertTrue(TerminalSettings.usesColor(noColorOption: false, environment: [:], isTerminal: true))
        XCTAssertFalse(TerminalSettings.usesColor(noColorOption: false, environment: [:], isTerminal: false))
    }

    func test_usesColor_notWithTheOptionANonEmptyNO_COLOROrADumbTerminal() {
        XCTAssertFalse(TerminalSettings.usesColor(noColorOption: true, environment: [:], isTerminal: true))
        XCTAssertFalse(
            TerminalSettings.usesColor(noColorOption: false, environment: ["NO_COLOR": "1"], isTerminal: true))
        XCTAssertFalse(
            TerminalSettings.usesColor(noColorOption: false, environment: ["TERM": "dumb"], isTerminal: true))
    }

    func test_usesColor_withAnEmptyNO_COLOR() {
        XCTAssertTrue(TerminalSettings.usesColor(noColorOption: false, environment: ["NO_COLOR": ""], isTerminal: true))
    }

    func test_columns_preferAPositiveCOLUMNSThenTheTerminalThen80() {
        XCTAssertEqual(TerminalSettings.columns(environment: ["COLUMNS": "120"], terminalColumns: 200), 120)
        XCTAssertEqual(TerminalSettings.columns(environment: ["COLUMNS": "0"], terminalColumns: 200), 200)
        XCTAssertEqual(TerminalSettings.columns(environment: ["COLUMNS": "wide"], terminalColumns: nil), 80)
        XCTAssertEqual(TerminalSettings.columns(environment: [:], terminalColumns: 40), 40)
    }

    func test_terminalColumns_isNilForWhatIsNotATerminal() {
        let pipe = Pipe()

        XCTAssertNil(TerminalSettings.terminalColumns(of: pipe.fileHandleForWriting.fileDescriptor))
    }
}
