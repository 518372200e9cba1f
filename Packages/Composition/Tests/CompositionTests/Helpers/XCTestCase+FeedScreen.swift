import FeedScreens
import FeedTextUI
import Foundation
import ManualClock
import TestSupport
import TextUITestSupport
import XCTest

@testable import Composition

extension XCTestCase {
    /// The feed screen as the app composes it, with spies for its loaders and its output, all
    /// tracked for leaks. By default it shows items at once, their images as they are then
    /// (`holdSeconds` 0); nil holds each item until its image settles, as in a script. A big first
    /// page's first items are shown as `firstItems` hands them on.
    @MainActor
    func makeFeedScreen(
        currentDate: @escaping () -> Date = Date.init,
        holdSeconds: Double? = 0,
        clock: ManualClock = ManualClock(),
        firstItems: FirstItemsArrival? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (screen: ListScreen, pages: FeedPagesSpy, images: ImageDataLoaderSpy, output: TextBuffer) {
        let pages = FeedPagesSpy()
        let images = ImageDataLoaderSpy()
        let output = TextBuffer()
        let screen = FeedUIComposer.feedComposedWith(
            feedLoad: resourceLoad(pages), makeThumbnailLoad: resourceLoad(images), currentDate: currentDate,
            firstItems: firstItems, holdTimer: holdSeconds.map { RestartableTimer(seconds: $0, scheduler: clock) },
            renderer: TextScreenRenderer(output: output, style: .plain))
        trackForMemoryLeaks(pages, file: file, line: line)
        trackForMemoryLeaks(images, file: file, line: line)
        trackForMemoryLeaks(output, file: file, line: line)
        trackForMemoryLeaks(screen, file: file, line: line)
        return (screen, pages, images, output)
    }
}
