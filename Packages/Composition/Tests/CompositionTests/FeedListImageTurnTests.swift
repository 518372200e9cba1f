import FeedFeature
import FeedPresentation
import FeedScreens
import Foundation
import ImageDecoding
import MainQueueTestSupport
import XCTest

@testable import Composition
@testable import ResourceLoading

/// A feed list's images wait their turn, as the image recipe makes them wait
/// (`FeedLoads.makeThumbnailLoad`), through the generic presentation adapter: loading at once,
/// loaded only when their turn comes, given up when their cell is.
final class FeedListImageTurnTests: XCTestCase {
    @MainActor
    func test_request_showsLoadingAtOnceAndMakesTheLoadOnlyWhenItsTurnComes() {
        let (turns, loads, _) = makeSUT(places: 1)
        let (first, second) = (makeCell(1, loads, turns), makeCell(2, loads, turns))

        first.willDisplay(in: context)
        second.willDisplay(in: context)
        XCTAssertEqual(loads.made, [url(1)])
        XCTAssertEqual(state(of: second), .loading)

        loads.complete(at: 0)

        XCTAssertEqual(state(of: first), .loaded(image))
        XCTAssertEqual(loads.made, [url(1), url(2)])
    }

    @MainActor
    func test_cancelWhileWaitingThenAskedAgain_loadsOnceAndSettlesTheActivity() {
        let (turns, loads, activity) = makeSUT(places: 1)
        let (first, second) = (makeCell(1, loads, turns), makeCell(2, loads, turns))
        first.willDisplay(in: context)
        second.willDisplay(in: context)

        second.didEndDisplaying()
        second.willDisplay(in: context)
        loads.complete(at: 0)
        loads.complete(at: 1)

        XCTAssertEqual(loads.made, [url(1), url(2)])
        XCTAssertEqual(state(of: second), .loaded(image))
        XCTAssertFalse(activity.isBusy)
    }

    @MainActor
    func test_aResultAfterItsLoadWasCancelled_isNotShownAndFreesNoSecondPlace() async {
        let (turns, loads, _) = makeSUT(places: 1)
        let cells = (1...3).map { makeCell($0, loads, turns) }
        cells[0].willDisplay(in: context)
        cells[1].willDisplay(in: context)

        cells[0].didEndDisplaying()
        await nextMainQueueTurn()
        cells[2].willDisplay(in: context)
        loads.complete(at: 0)

        XCTAssertEqual(loads.cancelled, [0])
        XCTAssertEqual(state(of: cells[0]), .notRequested)
        XCTAssertEqual(loads.made, [url(1), url(2)], "Expected the third to wait for the second")
    }

    @MainActor
    func test_failingTheActivity_showsTheFailureOfWaitingAndLoadingImagesAndCancelsTheLoad() {
        let (turns, loads, activity) = makeSUT(places: 1)
        let cells = (1...2).map { makeCell($0, loads, turns) }
        cells.forEach { $0.willDisplay(in: context) }

        activity.failLoadsInFlight(with: URLError(.timedOut))

        XCTAssertEqual(loads.cancelled, [0])
        XCTAssertEqual(cells.map { state(of: $0).isFailed }, [true, true])
        XCTAssertFalse(activity.isBusy)
    }

    @MainActor
    func test_cellGoneAtItsTurn_makesNoLoadAndSettlesTheActivity() {
        let (turns, loads, activity) = makeSUT(places: 1)
        let first = makeCell(1, loads, turns)
        var second: FeedImageCellController? = makeCell(2, loads, turns)
        first.willDisplay(in: context)
        second?.willDisplay(in: context)

        second = nil
        loads.complete(at: 0)

        XCTAssertEqual(loads.made, [url(1)])
        XCTAssertFalse(activity.isBusy)
    }

    // MARK: - Helpers

    private let image = LoadedImage(info: ImageInfo(format: .png, width: 1, height: 1))

    private var context: CellContext {
        CellContext(number: 1, listCount: 1, renderer: ScreenRendererDummy())
    }

    /// The turns the images wait for, with room for `places` loads at a time.
    @MainActor
    private func makeSUT(places: Int, file: StaticString = #filePath, line: UInt = #line)
        -> (turns: LoadTurns, loads: ImageLoads, activity: LoadActivityTracker)
    {
        let activity = LoadActivityTracker()
        let turns = LoadTurns(maxConcurrentLoads: places, activity: activity)
        let loads = ImageLoads(image: image)
        trackForMemoryLeaks(activity, file: file, line: line)
        trackForMemoryLeaks(turns, file: file, line: line)
        trackForMemoryLeaks(loads, file: file, line: line)
        return (turns, loads, activity)
    }

    /// The cell of the image at `url(number)`, as a feed list makes it.
    @MainActor
    private func makeCell(
        _ number: Int, _ loads: ImageLoads, _ turns: LoadTurns, file: StaticString = #filePath,
        line: UInt = #line
    ) -> FeedImageCellController {
        let list = FeedList(
            makeThumbnailLoad: { address in
                ResourceLoad { completion in loads.load(FeedImage.url(at: address))(completion) }
                    .waitingForTurn(in: turns)
            }, selection: { _, _ in })
        list.images.items = [FeedImage(id: UUID(), description: "\(number)", location: nil, url: url(number))]
        let cell = list.cell(at: 0, released: nil) as! FeedImageCellController
        trackForMemoryLeaks(cell, file: file, line: line)
        return cell
    }

    private func url(_ number: Int) -> URL {
        URL(string: "https://a-url.com/\(number).png")!
    }

    private func state(of cell: FeedImageCellController) -> ListItem.ImageState {
        guard case let .image(_, state) = cell.content else { return .notRequested }
        return state
    }

    /// The loads made for images, by URL, each completed or cancelled when the test says.
    @MainActor
    private final class ImageLoads {
        private let image: LoadedImage
        private var completions = [ResourceLoad<LoadedImage>.Completion]()
        private(set) var made = [URL]()
        private(set) var cancelled = [Int]()

        init(image: LoadedImage) {
            self.image = image
        }

        func load(_ url: URL) -> ResourceLoad<LoadedImage> {
            made.append(url)
            return ResourceLoad { [self] completion in
                let index = completions.count
                completions.append(completion)
                return { self.cancelled.append(index) }
            }
        }

        func complete(at index: Int) {
            completions[index](.success(image))
        }
    }

    private final class ScreenRendererDummy: ScreenRenderer {
        func render(_ event: ScreenEvent) {}
    }
}

extension ListItem.ImageState {
    fileprivate var isFailed: Bool {
        if case .failed = self { true } else { false }
    }
}
