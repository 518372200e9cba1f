import Foundation
import XCTest

@testable import feed_tty

/// What tmux answers about its passthrough, read within a deadline: a `tmux` of the test's own
/// (a script first in `PATH`) answers as tmux would, or not at all.
final class TmuxPassthroughProbeTests: XCTestCase {
    func test_passesThrough_isTmuxsAnswerForThePaneFeedTTYIsIn() throws {
        XCTAssertTrue(
            try passesThrough(answering: #"[ "$*" = "display-message -p -t %3 #{allow-passthrough}" ] && echo 1"#))
        XCTAssertFalse(try passesThrough(answering: "echo 0"))
    }

    func test_passesThrough_isFalseWhenTmuxAnswersNothingOrFails() throws {
        XCTAssertFalse(try passesThrough(answering: "true"), "a tmux older than the option")
        XCTAssertFalse(try passesThrough(answering: "echo 1; exit 1"))
    }

    func test_passesThrough_isFalseWhenTmuxDoesNotAnswerByTheDeadline() throws {
        let start = Date()

        XCTAssertFalse(try passesThrough(answering: "sleep 30; echo 1", deadline: 0.3))
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "Expected the wait bounded by the deadline")
    }

    func test_passesLinks_isWhetherTmuxListsHyperlinksAmongTheFeaturesOfTheTerminalFeedTTYIsShownIn() throws {
        XCTAssertTrue(
            try passesLinks(
                answering:
                    #"[ "$*" = "display-message -p -t %3 #{client_termfeatures}" ] && echo 256,RGB,hyperlinks,title"#
            ))
        XCTAssertFalse(try passesLinks(answering: "echo 256,RGB,clipboard,title"), "a terminal tmux passes no links to")
        XCTAssertFalse(try passesLinks(answering: "true"), "a tmux older than the feature")
        XCTAssertFalse(try passesLinks(answering: "echo hyperlinks; exit 1"))
        XCTAssertFalse(try passesLinks(answering: "sleep 30; echo hyperlinks", deadline: 0.3))
    }

    func test_listsLinks_readsTmuxsListOfFeatures() {
        XCTAssertEqual(
            ["hyperlinks\n", "RGB,hyperlinks", "hyperlinks,title"].map(TmuxPassthroughProbe.listsLinks),
            [true, true, true])
        XCTAssertEqual(
            ["", "\n", "hyperlink", "nohyperlinks", "title"].map(TmuxPassthroughProbe.listsLinks),
            [false, false, false, false, false])
    }

    func test_isOn_readsTmuxsWordsForOnAndOff() {
        XCTAssertEqual(["1", "on\n", "all"].map(TmuxPassthroughProbe.isOn), [true, true, true])
        XCTAssertEqual(["0\n", "off", "", "\n"].map(TmuxPassthroughProbe.isOn), [false, false, false, false])
    }

    // MARK: - Helpers

    private func passesLinks(answering script: String, deadline: TimeInterval = 5) throws -> Bool {
        try TmuxPassthroughProbe.passesLinks(environment: fakeTmux(answering: script), deadline: deadline)
    }

    private func passesThrough(answering script: String, deadline: TimeInterval = 5) throws -> Bool {
        try TmuxPassthroughProbe.passesThrough(environment: fakeTmux(answering: script), deadline: deadline)
    }

    private func fakeTmux(answering script: String) throws -> [String: String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let tmux = folder.appendingPathComponent("tmux")
        try Data("#!/bin/sh\n\(script)\n".utf8).write(to: tmux)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tmux.path)
        return ["PATH": "\(folder.path):/usr/bin:/bin", "TMUX": "/tmp/tmux-0/default,1,0", "TMUX_PANE": "%3"]
    }
}
