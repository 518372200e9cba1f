import FeedScreens
import TestSupport
import XCTest

extension XCTestCase {
    /// A list screen whose cells a `CellSourceSpy` of `descriptions` makes, and what it reports,
    /// the screen and the source tracked for leaks.
    func makeListScreen(
        showingCellsOf descriptions: [String], holdTimer: ItemHoldTimerSpy? = nil,
        lookahead: Int = ListScreen.defaultLookahead, file: StaticString = #filePath, line: UInt = #line
    ) -> (ListScreen, ScreenRendererSpy, CellSourceSpy) {
        let renderer = ScreenRendererSpy()
        let source = CellSourceSpy(descriptions)
        let sut = ListScreen(title: "any", renderer: renderer, holdTimer: holdTimer, lookahead: lookahead)
        holdTimer?.screen = sut
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(source, file: file, line: line)
        return (sut, renderer, source)
    }
}
