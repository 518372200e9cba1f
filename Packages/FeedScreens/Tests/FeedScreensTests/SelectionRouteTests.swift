import TestSupport
import XCTest

@testable import FeedScreens

/// How a selection opens its screen over the one in front.
final class SelectionRouteTests: XCTestCase {
    func test_show_pushesTheScreenMadeForTheSelection() {
        let (sut, navigator, root) = makeSUT()

        sut.show(3)

        XCTAssertEqual(navigator.current.title, "item 3")
        XCTAssertFalse(navigator.current === root)
    }

    func test_show_beforeTheNavigatorIsHandedOver_showsNothing() {
        let renderer = ScreenRendererSpy()
        let sut = SelectionRoute<Int> { ListScreen(title: "item \($0)", renderer: renderer) }
        trackForMemoryLeaks(sut)

        sut.show(1)

        XCTAssertEqual(renderer.events, [])
    }

    func test_route_holdsItsNavigatorWeakly() {
        let sut = SelectionRoute<Int> { ListScreen(title: "\($0)", renderer: ScreenRendererSpy()) }
        var navigator: ScreenNavigator? = ScreenNavigator(
            root: ListScreen(title: "Feed", renderer: ScreenRendererSpy()), renderer: ScreenRendererSpy())
        sut.navigator = navigator

        navigator = nil

        XCTAssertNil(sut.navigator)
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line)
        -> (sut: SelectionRoute<Int>, navigator: ScreenNavigator, root: ListScreen)
    {
        let renderer = ScreenRendererSpy()
        let root = ListScreen(title: "Feed", renderer: renderer)
        let sut = SelectionRoute<Int> { ListScreen(title: "item \($0)", renderer: renderer) }
        let navigator = ScreenNavigator(root: root, renderer: renderer)
        sut.navigator = navigator
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(navigator, file: file, line: line)
        return (sut, navigator, root)
    }
}
