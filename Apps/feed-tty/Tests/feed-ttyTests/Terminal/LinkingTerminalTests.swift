import XCTest

@testable import feed_tty

/// The terminals whose environment says they open OSC 8 links; every other gets none.
final class LinkingTerminalTests: XCTestCase {
    func test_opensLinks_inTerminalsKnownToOpenThem() {
        let linking: [[String: String]] = [
            ["TERM": "xterm-kitty"], ["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"],
            ["TERM": "xterm-256color", "VTE_VERSION": "5000"], ["TERM": "xterm-256color", "VTE_VERSION": "7600"],
            ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], ["TERM": "wezterm"],
            ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"],
            ["TERM": "xterm-256color", "LC_TERMINAL": "iTerm2"],
            ["TERM": "xterm-256color", "WT_SESSION": "0c5b2cba-2b5e-4bd5-8bd4-4e7f4c1d5b1a"], ["TERM": "foot"],
            ["TERM": "foot-extra"], ["TERM": "xterm-ghostty"], ["TERM": "xterm-256color", "TERM_PROGRAM": "ghostty"],
        ]
        for environment in linking {
            XCTAssertTrue(LinkingTerminal.opensLinks(environment: environment), "\(environment)")
        }
    }

    func test_opensLinks_notInXtermNorAnUnknownTerminal() {
        let other: [[String: String]] = [
            [:], ["TERM": "xterm"], ["TERM": "xterm-256color"], ["TERM": "xterm", "XTERM_VERSION": "XTerm(379)"],
            ["TERM": "linux"], ["TERM": "dumb"], ["TERM": "screen-256color"], ["TERM": "alacritty"],
            ["TERM": "xterm-256color", "VTE_VERSION": "4803"], ["TERM": "xterm-256color", "VTE_VERSION": "new"],
            ["TERM": "xterm-256color", "KITTY_WINDOW_ID": ""],
            ["TERM": "xterm-256color", "TERM_PROGRAM": "Apple_Terminal"],
        ]
        for environment in other {
            XCTAssertFalse(LinkingTerminal.opensLinks(environment: environment), "\(environment)")
        }
    }

    func test_opensLinks_notInATerminalThatInheritedAnotherTerminalsVariables() {
        let inherited: [[String: String]] = [
            ["TERM": "xterm", "XTERM_VERSION": "XTerm(379)", "VTE_VERSION": "7600"],
            ["TERM": "xterm", "XTERM_VERSION": "XTerm(379)", "KITTY_WINDOW_ID": "1"],
            ["TERM": "dumb", "KITTY_WINDOW_ID": "1"], ["TERM": "linux", "WT_SESSION": "1"],
            ["TERM": "screen", "TERM_PROGRAM": "WezTerm"],
        ]
        for environment in inherited {
            XCTAssertFalse(LinkingTerminal.opensLinks(environment: environment), "\(environment)")
        }
    }
}
