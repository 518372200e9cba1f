import FeedFeature
import FeedScreens
import FeedTextUI
import Foundation
import TestSupport
import TextUITestSupport
import XCTest

@testable import Composition

final class CommentsUIIntegrationTests: XCTestCase {
    @MainActor
    func test_commentsScreen_showsTitleAndLoadsWhenShown() async {
        let (sut, loader, output) = makeSUT()
        XCTAssertEqual(loader.loadCallCount, 0)

        sut.show()

        XCTAssertEqual(loader.loadCallCount, 1)
        XCTAssertEqual(output.text, "Comments\nLoading…\n")
    }

    @MainActor
    func test_refresh_reloadsCommentsOnceTheLoadFinished() async {
        let (sut, loader, _) = makeSUT()
        sut.show()

        sut.refresh()
        XCTAssertEqual(loader.loadCallCount, 1, "Expected no request while loading")

        loader.complete(with: [])
        sut.refresh()
        XCTAssertEqual(loader.loadCallCount, 2)
    }

    @MainActor
    func test_loadCommentsCompletion_showsEachCommentWithAuthorAndRelativeDate() async {
        let now = Date(timeIntervalSince1970: 1_600_000_000)
        let (sut, loader, output) = makeSUT(currentDate: now)
        sut.show()

        loader.complete(with: [
            comment("a message", by: "a username", at: now.addingTimeInterval(-5 * 60)),
            comment("another message", by: "another username", at: now.addingTimeInterval(-24 * 60 * 60)),
        ])

        XCTAssertEqual(
            output.lines.suffix(5),
            [
                "1. a username · 5 minutes ago", "   a message",
                "2. another username · 1 day ago", "   another message", "",
            ])
    }

    @MainActor
    func test_loadCommentsCompletion_showsTheErrorWithHowToRetry() async {
        let (sut, loader, output) = makeSUT()
        sut.show()

        loader.complete(with: anyNSError())

        XCTAssertEqual(output.lines.suffix(2), ["Couldn't connect to server — type “refresh” to try again.", ""])
    }

    @MainActor
    func test_hide_cancelsALoadInFlightAndShowsNothingOfIt() async {
        let (sut, loader, output) = makeSUT()
        sut.show()
        sut.hide()
        let printedBeforeCompletion = output.text

        loader.complete(with: [comment("late", by: "someone", at: Date())])

        XCTAssertEqual(loader.cancelCallCount, 1)
        XCTAssertEqual(output.text, printedBeforeCompletion)
    }

    @MainActor
    func test_hide_afterTheLoadFinished_cancelsNothing() async {
        let (sut, loader, _) = makeSUT()
        sut.show()
        loader.complete(with: [])

        sut.hide()

        XCTAssertEqual(loader.cancelCallCount, 0)
    }

    // MARK: - Helpers

    @MainActor
    private func makeSUT(
        currentDate: Date = Date(),
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: ListScreen, loader: CommentsLoaderSpy, output: TextBuffer) {
        let loader = CommentsLoaderSpy()
        let output = TextBuffer()
        let sut = CommentsUIComposer.commentsComposedWith(
            commentsLoad: loader.resourceLoad, currentDate: { currentDate },
            renderer: TextScreenRenderer(output: output, style: .plain))
        trackForMemoryLeaks(loader, file: file, line: line)
        trackForMemoryLeaks(output, file: file, line: line)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, loader, output)
    }

    private func comment(_ message: String, by username: String, at date: Date) -> ImageComment {
        ImageComment(id: UUID(), message: message, createdAt: date, username: username)
    }
}
