import FeedTextUI
import XCTest

final class LineEditorCompletionTests: XCTestCase {
    private let commands = ["refresh", "more", "comments", "back", "retry", "help", "quit"]

    func test_tab_completesTheOnlyMatchingCommandWithASpace() {
        var sut = makeSUT(typing: "com")

        XCTAssertEqual(sut.handle(.tab), .edited)

        assert(sut, text: "comments ", cursor: 9)
    }

    func test_tab_completesTheSharedPartOfSeveralAndReportsThem() {
        var sut = makeSUT(typing: "re")

        XCTAssertEqual(sut.handle(.tab), .candidates(["refresh", "retry"]))
        assert(sut, text: "re", cursor: 2)

        _ = sut.handle(.text("f"))
        XCTAssertEqual(sut.handle(.tab), .edited)
        assert(sut, text: "refresh ", cursor: 8)
    }

    func test_tab_listsTheCandidatesOnceUntilTheLineChanges() {
        var sut = makeSUT(typing: "re")

        XCTAssertEqual(sut.handle(.tab), .candidates(["refresh", "retry"]))
        XCTAssertEqual(sut.handle(.tab), .none)
        XCTAssertEqual(sut.handle(.tab), .none)

        _ = sut.handle(.text("t"))
        _ = sut.handle(.backspace)
        XCTAssertEqual(sut.handle(.tab), .candidates(["refresh", "retry"]))
    }

    func test_tab_onAnEmptyLineReportsEveryCommand() {
        var sut = makeSUT(typing: "")

        XCTAssertEqual(sut.handle(.tab), .candidates(commands.sorted()))
    }

    func test_tab_ignoresCaseAndLeadingSpaces() {
        var sut = makeSUT(typing: "  MO")

        XCTAssertEqual(sut.handle(.tab), .edited)

        assert(sut, text: "  more ", cursor: 7)
    }

    func test_tab_completesTheWordBeforeTheCursorAndKeepsWhatFollows() {
        var sut = makeSUT(typing: "c 3")
        press(.left, times: 2, on: &sut)

        XCTAssertEqual(sut.handle(.tab), .edited)

        assert(sut, text: "comments 3", cursor: 9)
    }

    func test_tab_doesNothingWithoutAMatchOrAfterTheCommandWord() {
        var sut = makeSUT(typing: "x")
        XCTAssertEqual(sut.handle(.tab), .none)

        sut = makeSUT(typing: "comments ")
        XCTAssertEqual(sut.handle(.tab), .none)
        assert(sut, text: "comments ", cursor: 9)
    }

    private func makeSUT(typing text: String) -> LineEditor {
        var sut = LineEditor(commands: commands)
        _ = sut.handle(.text(text))
        return sut
    }
}
