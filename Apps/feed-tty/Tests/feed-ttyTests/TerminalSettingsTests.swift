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

    func test_usesLinks_atATerminalKnownToOpenThem() {
        XCTAssertTrue(usesLinks(environment: ["TERM": "xterm-kitty"]))
        XCTAssertFalse(usesLinks(environment: ["TERM": "xterm-256color"]), "an unknown terminal")
    }

    func test_usesLinks_notInAPipeNorWithTheOption() {
        XCTAssertFalse(usesLinks(environment: ["TERM": "xterm-kitty"], isTerminal: false))
        XCTAssertFalse(usesLinks(noLinksOption: true, environment: ["TERM": "xterm-kitty"]))
    }

    func test_usesLinks_isNotOffUnderNO_COLOR() {
        XCTAssertTrue(usesLinks(environment: ["TERM": "xterm-kitty", "NO_COLOR": "1"]))
    }

    func test_usesLinks_insideTmux_isWhatTmuxSays_whateverTheTerminalOutsideIt() {
        let tmux = ["TMUX": "/tmp/tmux-1000/default,1,0", "TERM": "tmux-256color", "KITTY_WINDOW_ID": "1"]

        XCTAssertTrue(usesLinks(environment: tmux, tmuxPassesLinks: true))
        XCTAssertFalse(usesLinks(environment: tmux, tmuxPassesLinks: false))
        XCTAssertFalse(usesLinks(environment: tmux.merging(["TERM": "xterm-kitty"]) { $1 }, tmuxPassesLinks: false))
    }

    func test_usesLinks_asksTmuxOnlyInsideTmuxAndOnlyWhenLinksCouldBeUsed() {
        var asked = 0
        let ask = {
            asked += 1
            return true
        }
        _ = TerminalSettings.usesLinks(
            noLinksOption: false, environment: ["TERM": "xterm-kitty", "TMUX": ""], isTerminal: true,
            tmuxPassesLinks: ask)
        _ = TerminalSettings.usesLinks(
            noLinksOption: true, environment: ["TMUX": "/tmp/t,1,0"], isTerminal: true, tmuxPassesLinks: ask)
        _ = TerminalSettings.usesLinks(
            noLinksOption: false, environment: ["TMUX": "/tmp/t,1,0"], isTerminal: false, tmuxPassesLinks: ask)
        _ = TerminalSettings.usesLinks(
            noLinksOption: false, environment: ["TMUX": "/tmp/t,1,0", "TERM": "dumb"], isTerminal: true,
            tmuxPassesLinks: ask)

        XCTAssertEqual(asked, 0)
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

    // MARK: - Helpers

    private func usesLinks(
        noLinksOption: Bool = false, environment: [String: String], isTerminal: Bool = true,
        tmuxPassesLinks: Bool = false
    ) -> Bool {
        TerminalSettings.usesLinks(
            noLinksOption: noLinksOption, environment: environment, isTerminal: isTerminal,
            tmuxPassesLinks: { tmuxPassesLinks })
    }
}
