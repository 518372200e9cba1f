import FeedPresentation
import FeedScreens
import FeedTextUI
import ImageDecoding
import TestSupport
import TextUITestSupport
import XCTest

/// Late pictures after the terminal was resized and after Ctrl-C: a place kept for a picture is
/// filled while it can be found, and an image loaded again (`retry N`) comes under one header.
final class TextScreenRendererResizeAndRetryTests: XCTestCase {
    func test_itemChanged_isDrawnInPlace_afterTheTerminalWasMadeWiderAndTaller() {
        let (sut, terminal, size) = makeSUT(reservedRows: 2)
        sut.render(.items([item(1, .loading)], listCount: 1))
        let shown = terminal.text

        size.resize(columns: 100, rows: 30)
        sut.render(.itemChanged(item(1, .loaded(picture)), listCount: 1))

        XCTAssertEqual(
            terminal.text.dropFirst(shown.count),
            "\u{1B}7\u{1B}[3A\r   image: PNG 1x1\u{1B}[K\r\u{1B}[1B   ▀▀\r\u{1B}[1B   ▀▀\u{1B}8",
            "Into its place, not apart under its header again")
    }

    func test_itemChanged_isDrawnInPlace_afterTheTerminalWasMadeNarrower_whileTheRowsUnderThePlaceFit() {
        let (sut, terminal, size) = makeSUT(reservedRows: 2)
        sut.render(.items([item(1, .loading)], listCount: 1))
        let shown = terminal.text

        size.resize(columns: 40, rows: 24)
        sut.render(.itemChanged(item(1, .loaded(picture)), listCount: 1))

        XCTAssertTrue(terminal.text.dropFirst(shown.count).hasPrefix("\u{1B}7\u{1B}[3A\r"), terminal.text)
    }

    func test_itemChanged_comesApartUnderItsHeader_afterTheTerminalWasMadeNarrowerThanARowUnderThePlace() {
        let (sut, terminal, size) = makeSUT(reservedRows: 2)
        let longDescription = String(repeating: "b", count: 60)
        sut.render(.items([item(1, .loading), item(2, .loaded(picture), longDescription)], listCount: 2))

        size.resize(columns: 40, rows: 24)
        sut.render(.itemChanged(item(1, .loaded(picture)), listCount: 2))

        XCTAssertFalse(terminal.text.contains("\u{1B}7"), "Its place can no longer be found: \(terminal.text)")
        XCTAssertTrue(terminal.text.hasSuffix("\n1. a\n   image: PNG 1x1\n   ▀▀\n   ▀▀\n"), terminal.text)
    }

    func test_hasRoom_keepsWaitingForAPlaceStillFoundAfterAResize() {
        let (sut, _, size) = makeSUT(reservedRows: 2, screenRows: 7)
        sut.render(.items([item(1, .loading)], listCount: 2))

        size.resize(columns: 100, rows: 7)

        XCTAssertFalse(
            sut.hasRoom(for: [item(2, .loading)], listCount: 2), "Item 1's place would be pushed off the screen")
    }

    func test_itemChanged_isDrawnInAPlaceGivenUp_whileItIsStillOnTheScreen() {
        let (sut, terminal, _) = makeSUT(reservedRows: 2, screenRows: 24)
        sut.render(.items([item(1, .loading)], listCount: 2))
        sut.giveUpPendingPlaces()
        sut.render(.items([item(2, .loaded(picture), "b")], listCount: 2))
        let shown = terminal.text

        sut.render(.itemChanged(item(1, .stopped), listCount: 2))

        XCTAssertTrue(
            terminal.text.dropFirst(shown.count).hasPrefix("\u{1B}7\u{1B}[7A\r   image: stopped — type “retry 1”"),
            "Closed with one line where it was: \(terminal.text)")
    }

    func test_itemChanged_retriedImage_keepsAPlaceUnderOneHeader_andItsPictureIsDrawnThere() {
        let (sut, terminal, _) = makeSUT(reservedRows: 2)
        sut.render(.items([item(1, .stopped)], listCount: 1))
        let shown = terminal.text

        sut.render(.itemChanged(item(1, .loading), listCount: 1))
        sut.render(.itemChanged(item(1, .loaded(picture)), listCount: 1))

        XCTAssertEqual(
            terminal.text.dropFirst(shown.count),
            "1. a\n   image: loading…\n\n\n"
                + "\u{1B}7\u{1B}[3A\r   image: PNG 1x1\u{1B}[K\r\u{1B}[1B   ▀▀\r\u{1B}[1B   ▀▀\u{1B}8")
    }

    func test_itemChanged_retriedImage_withoutRoomForAPlace_saysSoUnderItsNumber_andComesApartUnderOneHeader() {
        let (sut, terminal, _) = makeSUT(reservedRows: 8, screenRows: 6)
        sut.render(.items([item(1, .stopped)], listCount: 1))
        let shown = terminal.text

        sut.render(.itemChanged(item(1, .loading), listCount: 1))
        sut.render(.itemChanged(item(1, .loaded(picture)), listCount: 1))

        XCTAssertEqual(
            terminal.text.dropFirst(shown.count), "1. image: loading…\n1. a\n   image: PNG 1x1\n   ▀▀\n   ▀▀\n")
    }

    // MARK: - Helpers

    private func makeSUT(
        reservedRows: Int, screenRows: Int = 24, file: StaticString = #filePath, line: UInt = #line
    ) -> (sut: TextScreenRenderer, terminal: TextBuffer, size: TerminalSize) {
        let terminal = TextBuffer()
        let size = TerminalSize(columns: 80, rows: screenRows)
        let pictures = InPlacePictures(
            terminal: terminal, reservedRows: reservedRows, columns: { size.columns }, rows: { size.rows })
        let sut = TextScreenRenderer(output: pictures, style: .plain, pictures: pictures)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(pictures, file: file, line: line)
        return (sut, terminal, size)
    }

    /// The terminal's size, which a test changes as a person resizes the window.
    private final class TerminalSize {
        private(set) var columns: Int
        private(set) var rows: Int

        init(columns: Int, rows: Int) {
            self.columns = columns
            self.rows = rows
        }

        func resize(columns: Int, rows: Int) {
            self.columns = columns
            self.rows = rows
        }
    }

    private let info = ImageInfo(format: .png, width: 1, height: 1)
    private var picture: LoadedImage { LoadedImage(info: info, thumbnail: ["▀▀", "▀▀"]) }

    private func item(_ number: Int, _ state: ListItem.ImageState, _ description: String = "a") -> ListItem {
        ListItem(number: number, content: .image(FeedImageViewModel(description: description, location: nil), state))
    }
}
