import FeedPresentation
import FeedScreens
import FeedTextUI
import Foundation
import ImageDecoding
import TestSupport
import TextUITestSupport
import XCTest

/// A picture in a picture protocol is one line of hundreds of kilobytes (a sixel photo at 80 × 24
/// is 100 to 500 kB; at a large terminal, megabytes). The front writes it on the main queue, where
/// keys and Ctrl-C wait their turn, so measuring, wrapping and placing it must cost little more than
/// looking at its bytes once. Walked character by character it cost a quarter of a microsecond a
/// byte: in a debug build here, 16 MB took 4 s in a list and two of them 3.1 s in their places,
/// against 0.3 s each when only the few bytes that matter are looked for. The bound is a generous
/// guard against that walk coming back, not a measurement, and it bounds the test thread's CPU
/// time, which other work on a busy machine moves little, not the time on the clock.
final class TextScreenRendererBigPictureTests: XCTestCase {
    func test_items_writeAnItemWithAPictureOfMegabytes_inLittleMoreThanItsBytesTake() {
        let (sut, terminal) = makeSUT()
        let longDescription = String(repeating: "word ", count: 40)  // wrapped: every line is measured

        let seconds = timed { sut.render(.items([item(1, .loaded(picture), longDescription)], listCount: 1)) }

        XCTAssertLessThan(seconds, Self.guardSeconds, "The picture's line was walked character by character")
        XCTAssertTrue(terminal.text.hasSuffix("\n   " + sixel + "\n"), "Written whole, under its item")
    }

    func test_itemChanged_drawsPicturesOfMegabytesInTheirPlaces_inLittleMoreThanTheirBytesTake() {
        let (sut, terminal) = makeSUT()
        sut.render(.items([item(1, .loading), item(2, .loading)], listCount: 2))

        let seconds = timed {
            sut.render(.itemChanged(item(1, .loaded(picture)), listCount: 2))
            sut.render(.itemChanged(item(2, .loaded(picture)), listCount: 2))
        }

        XCTAssertLessThan(seconds, Self.guardSeconds, "The picture's line was walked character by character")
        XCTAssertTrue(terminal.text.hasSuffix("\r\u{1B}[1B   " + sixel + "\u{1B}8"), "Drawn whole, in its place")
    }

    // MARK: - Helpers

    private static let guardSeconds = 2.0

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (TextScreenRenderer, TextBuffer) {
        let terminal = TextBuffer()
        let pictures = InPlacePictures(terminal: terminal, reservedRows: 2, columns: { 80 }, rows: { 24 })
        let sut = TextScreenRenderer(
            output: LineWrappingOutput(wrapping: pictures, width: { 80 }), style: .plain, pictures: pictures)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(pictures, file: file, line: line)
        return (sut, terminal)
    }

    /// The CPU time the calling thread spent in `action`: the rendering runs on it, start to end.
    private func timed(_ action: () -> Void) -> TimeInterval {
        let started = Self.threadCPUSeconds()
        action()
        return Self.threadCPUSeconds() - started
    }

    private static func threadCPUSeconds() -> TimeInterval {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1_000_000_000
    }

    /// 16 MB of sixel bands, as SixelEncoder writes them (colours, runs, band ends), in the
    /// sequence around them that the thumbnail line has.
    private let sixel =
        "\u{1B}[?8452h\u{1B}P0;1;0q\"1;1;427;40#0;2;5;3;1"
        + String(repeating: "#1~~!12?@AB$#2!5NNOp-", count: 16_000_000 / 21) + "\u{1B}\\\u{1B}[?8452l"

    private var picture: LoadedImage {
        LoadedImage(info: ImageInfo(format: .jpeg, width: 640, height: 480), thumbnail: [sixel], thumbnailRows: 2)
    }

    private func item(_ number: Int, _ state: ListItem.ImageState, _ description: String = "a") -> ListItem {
        ListItem(number: number, content: .image(FeedImageViewModel(description: description, location: nil), state))
    }
}
