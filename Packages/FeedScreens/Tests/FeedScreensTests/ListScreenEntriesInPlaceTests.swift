import FeedPresentation
import FeedScreens
import Foundation
import Glibc
import TestSupport
import XCTest

/// A list screen changes its entries where they are: entries held in two places while they change
/// are copied whole on their first change, for a page of 100,000 items 5.6 MB more at the moment
/// the page's memory peaks (docs/performance.md). Measured as the memory the process gained from
/// just before the list is given to the screen until the first cell asks for its image: one list
/// of entries (56 bytes each, written whole), not two.
final class ListScreenEntriesInPlaceTests: XCTestCase {
    func test_displayingALongSource_showsItWithoutASecondCopyOfItsEntries() {
        let (sut, source) = makeSUT(count: longList)
        let before = residentBytesAfterTrimming()

        sut.display(source)

        XCTAssertLessThan(
            source.residentAtFirstImageRequest - before, oneAndAHalfLists,
            "Expected the entries changed in place, never copied while shown")
    }

    func test_displayingAGrownSource_showsItsNewItemsWithoutASecondCopyOfTheEntries() {
        let (sut, source) = makeSUT(count: 1)
        sut.display(source, footer: LoadMoreCellController(callback: {}))
        source.count = longList
        source.residentAtFirstImageRequest = nil
        let before = residentBytesAfterTrimming()

        sut.display(source, footer: LoadMoreCellController(callback: nil))

        XCTAssertLessThan(
            source.residentAtFirstImageRequest - before, oneAndAHalfLists,
            "Expected the grown entries changed in place, never copied while shown")
    }

    // MARK: - Helpers

    private let longList = 100_000
    private var oneAndAHalfLists: Int { longList * 56 * 3 / 2 }

    private func makeSUT(count: Int, file: StaticString = #filePath, line: UInt = #line) -> (
        ListScreen, ResidentMemoryRecordingCellSource
    ) {
        let sut = ListScreen(title: "any", renderer: ScreenRendererSpy())
        let source = ResidentMemoryRecordingCellSource(count: count)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(source, file: file, line: line)
        return (sut, source)
    }

    /// Records the memory in use when a cell it made first asks for its image: after the first
    /// change of the entries, while the list given to the screen is still being shown.
    private final class ResidentMemoryRecordingCellSource: CellSource {
        var count: Int
        var residentAtFirstImageRequest: Int?
        private let images = ImageLoadSpy()

        init(count: Int) {
            self.count = count
            images.onRequest = { [unowned self] in
                if residentAtFirstImageRequest == nil { residentAtFirstImageRequest = residentBytes() }
            }
        }

        func cell(at index: Int, released: ReleasedCell?) -> CellController {
            FeedImageCellController(
                viewModel: FeedImageViewModel(description: "any", location: nil), delegate: images,
                selection: { _ in }, released: released)
        }
    }
}

/// The process's resident memory (`/proc/self/statm`): a list written whole is resident whole.
private func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
        let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return pages * sysconf(Int32(_SC_PAGESIZE))
}

/// Resident memory once malloc has given back what it holds free: otherwise a list could be made
/// in memory another test let go of, still resident, and a copy of it would not show.
private func residentBytesAfterTrimming() -> Int {
    typealias MallocTrim = @convention(c) (Int) -> Int32
    if let trim = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") {
        _ = unsafeBitCast(trim, to: MallocTrim.self)(0)
    }
    return residentBytes()
}

private func - (lhs: Int?, rhs: Int) -> Int {
    (lhs ?? .max) - rhs
}
