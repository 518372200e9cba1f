import FeedPresentation
import FeedScreens
import FeedTextUI
import Foundation
import ImageDecoding
import TestSupport
import TextUITestSupport
import XCTest

final class FeedScreenSnapshotTests: XCTestCase {
    func test_loading() {
        let (sut, output) = makeSUT()

        sut.display(ResourceErrorViewModel.noError)
        sut.display(ResourceLoadingViewModel(isLoading: true))

        assertTextSnapshot(output.text, named: "feed_loading")
    }

    func test_feedWithContent() {
        let (sut, output) = makeSUT()

        sut.display(ResourceLoadingViewModel(isLoading: true))
        sut.display(feedWithContent())
        sut.display(ResourceLoadingViewModel(isLoading: false))

        assertTextSnapshot(output.text, named: "feed_with_content")
    }

    func test_feedWithContent_colored() {
        let (sut, output) = makeSUT(style: .colored)

        sut.display(ResourceLoadingViewModel(isLoading: true))
        sut.display(feedWithContent())

        assertTextSnapshot(output.text, named: "feed_with_content_colored")
    }

    func test_feedWithContentAndMore() {
        let (sut, output) = makeSUT()

        sut.display(ResourceLoadingViewModel(isLoading: true))
        sut.display(Array(feedWithContent().prefix(3)), footer: LoadMoreCellController(callback: {}))

        assertTextSnapshot(output.text, named: "feed_with_more")
    }

    func test_comments() {
        let output = TextBuffer()
        let sut = ListScreen(title: "Comments", renderer: TextScreenRenderer(output: output, style: .plain))

        sut.display(ResourceLoadingViewModel(isLoading: true))
        sut.display([
            ImageCommentCellController(
                viewModel: ImageCommentViewModel(message: "What a view!", date: "5 minutes ago", username: "a username")
            ),
            ImageCommentCellController(
                viewModel: ImageCommentViewModel(
                    message: "Been there\u{1B}[2J last year.", date: "1 day ago", username: "another\u{202E}user")),
        ])

        assertTextSnapshot(output.text, named: "comments")
    }

    func test_feedWithError() {
        let (sut, output) = makeSUT()

        sut.display(ResourceLoadingViewModel(isLoading: true))
        sut.display(ResourceErrorViewModel.error(message: "Couldn't connect to server"))
        sut.display(ResourceLoadingViewModel(isLoading: false))

        assertTextSnapshot(output.text, named: "feed_with_error")
    }

    func test_offlineFeed_saysSoInTheSecondaryStyleBetweenTheTitleAndTheItems() {
        let (sut, output) = makeSUT(style: .colored)
        let offline = OfflineFeedViewModel(
            message: "Offline — showing the feed saved 2 hours ago", savedAt: Date(timeIntervalSince1970: 0))

        sut.display(ResourceLoadingViewModel(isLoading: true))
        sut.display(FeedOriginViewModel.offline(offline))
        sut.display(Array(feedWithContent().prefix(2)), footer: LoadMoreCellController(callback: nil))
        sut.display(ResourceLoadingViewModel(isLoading: false))

        assertTextSnapshot(output.text, named: "feed_offline_colored")
    }

    func test_emptyFeed() {
        let (sut, output) = makeSUT()

        sut.display(ResourceLoadingViewModel(isLoading: true))
        sut.display([CellController]())

        assertTextSnapshot(output.text, named: "feed_empty")
    }

    func test_feedWithHostileText_printsNoControlCharacters() {
        let (sut, output) = makeSUT(style: .plain)

        sut.display([
            FeedImageCellController(
                viewModel: FeedImageViewModel(
                    description: "Nice\u{1B}[2J view\u{1B}]0;pwned\u{07}\u{202E}txt.exe", location: "Evil\u{9B}31m town"
                ),
                delegate: ImageLoadingStub(outcome: .none))
        ])

        XCTAssertFalse(
            output.text.unicodeScalars.contains {
                $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E || $0.value == 0x9B
            })
        assertTextSnapshot(output.text, named: "feed_with_hostile_text")
    }

    func test_feedWithTextOverTheDisplayLimit_showsItCutWithAMarker() {
        let (sut, output) = makeSUT()
        let long = String(repeating: "a", count: UntrustedText.displayLimit + 1)

        sut.display([
            FeedImageCellController(
                viewModel: FeedImageViewModel(description: long, location: long),
                delegate: ImageLoadingStub(outcome: .none))
        ])

        let shown = String(long.dropLast()) + "… [text truncated]"
        XCTAssertEqual(output.lines, ["1. " + shown, "   " + shown, ""])
    }

    func test_commentsWithTextOverTheDisplayLimit_showItCutWithAMarker() {
        let output = TextBuffer()
        let sut = ListScreen(title: "Comments", renderer: TextScreenRenderer(output: output, style: .plain))
        let long = String(repeating: "a", count: UntrustedText.displayLimit + 1)

        sut.display([
            ImageCommentCellController(viewModel: ImageCommentViewModel(message: long, date: "now", username: long))
        ])

        let shown = String(long.dropLast()) + "… [text truncated]"
        XCTAssertEqual(output.lines, ["1. " + shown + " · now", "   " + shown, ""])
    }

    func test_imageStateChanges_printOneLineUnderTheItemNumber() {
        let (sut, output) = makeSUT()
        let cells = (1...10).map { _ in
            FeedImageCellController(
                viewModel: FeedImageViewModel(description: "a description", location: nil),
                delegate: ImageLoadingStub(outcome: .none))
        }
        sut.display(cells)
        let printedBeforeChanges = output.text

        cells[9].display(ResourceLoadingViewModel(isLoading: true))
        cells[9].display(LoadedImage(info: ImageInfo(format: .jpeg, width: 640, height: 480)))
        cells[1].display(ResourceErrorViewModel.error(message: "any"))

        XCTAssertEqual(
            String(output.text.dropFirst(printedBeforeChanges.count)),
            "10. image: loading…\n10. image: JPEG 640x480\n 2. image: failed — type “retry 2” to try again.\n")
    }

    func test_imageFailure_saysWhyWhenTheReasonIsKnown() {
        let (sut, output) = makeSUT()
        let cell = FeedImageCellController(
            viewModel: FeedImageViewModel(description: "a description", location: nil),
            delegate: ImageLoadingStub(outcome: .none))
        sut.display([cell])
        let printedBeforeChanges = output.text

        cell.display(ResourceErrorViewModel.error(message: "any: HTTP 404", reason: "HTTP 404"))

        XCTAssertEqual(
            String(output.text.dropFirst(printedBeforeChanges.count)),
            "1. image: failed (HTTP 404) — type “retry 1” to try again.\n")
    }

    func test_retry_onAnItemThatDoesNotExist_printsTheRangeOfItems() {
        let (sut, output) = makeSUT()

        sut.retry(number: 1)
        sut.display([
            FeedImageCellController(
                viewModel: FeedImageViewModel(description: nil, location: nil),
                delegate: ImageLoadingStub(outcome: .none))
        ])
        sut.retry(number: 2)

        XCTAssertEqual(output.lines.first, "There are no items on this screen yet.")
        XCTAssertEqual(output.lines.suffix(2), ["There is no item 2; items are numbered 1 to 1.", ""])
    }

    func test_refresh_whileLoading_doesNotRequestAnotherLoad() {
        let (sut, output) = makeSUT()
        var refreshCount = 0
        sut.onRefresh = { refreshCount += 1 }

        sut.show()
        sut.display(ResourceLoadingViewModel(isLoading: true))
        sut.refresh()
        XCTAssertEqual(refreshCount, 1)
        XCTAssertEqual(output.lines.last(where: { !$0.isEmpty }), "Still loading, please wait.")

        sut.display(ResourceLoadingViewModel(isLoading: false))
        sut.refresh()
        XCTAssertEqual(refreshCount, 2)
    }

    // MARK: - Helpers

    private func makeSUT(
        style: TextStyle = .plain,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: ListScreen, output: TextBuffer) {
        let output = TextBuffer()
        let holdTimer = ExpiredHoldTimer()
        let sut = ListScreen(
            title: "My Feed", renderer: TextScreenRenderer(output: output, style: style), holdTimer: holdTimer)
        holdTimer.screen = sut
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(output, file: file, line: line)
        return (sut, output)
    }

    private func feedWithContent() -> [CellController] {
        let items: [(FeedImageViewModel, ImageLoadingStub.Outcome)] = [
            (
                FeedImageViewModel(
                    description: "The East Side Gallery is an open-air gallery in Berlin.",
                    location: "East Side Gallery, Berlin"), .loading
            ),
            (
                FeedImageViewModel(description: "Garth Pier is a Grade II listed structure in Bangor.", location: nil),
                .loaded
            ),
            (FeedImageViewModel(description: nil, location: "Glasgow, Scotland"), .failed),
            (FeedImageViewModel(description: nil, location: nil), .none),
        ]
        let more = Array(
            repeating: (FeedImageViewModel(description: "More", location: nil), ImageLoadingStub.Outcome.loading),
            count: 6)
        return (items + more).map { viewModel, outcome in
            let stub = ImageLoadingStub(outcome: outcome)
            let cell = FeedImageCellController(viewModel: viewModel, delegate: stub)
            stub.cell = cell
            return cell
        }
    }
}

/// Answers an image request at once with a fixed outcome, as a cache would.
private final class ImageLoadingStub: FeedImageCellControllerDelegate {
    enum Outcome {
        case none, loading, loaded, failed
    }

    private let outcome: Outcome
    weak var cell: FeedImageCellController?

    init(outcome: Outcome) {
        self.outcome = outcome
    }

    func didRequestImage() {
        guard let cell, outcome != .none else { return }
        cell.display(ResourceLoadingViewModel(isLoading: true))
        switch outcome {
        case .loaded:
            cell.display(LoadedImage(info: ImageInfo(format: .png, width: 1, height: 1)))
        case .failed:
            cell.display(ResourceErrorViewModel.error(message: "any"))
        case .none, .loading:
            break
        }
    }

    func didCancelImageRequest() {}
}
