import FeedPresentation
import FeedScreens
import FeedTextUI
import ImageDecoding
import TestSupport
import TextUITestSupport
import XCTest

/// The text front at a terminal it may move the cursor on: late pictures go into the rows kept
/// under their items, and "Loading…" is written over by what it announced.
final class TextScreenRendererPicturesTests: XCTestCase {
    func test_items_keepBlankRowsUnderALoadingImage_andItsPictureIsDrawnThereWhenItComes() {
        let (sut, terminal) = makeSUT(reservedRows: 2)

        sut.render(.items([item(1, .loading)], listCount: 1))
        XCTAssertEqual(terminal.text, "1. a\n   image: loading…\n\n\n")

        sut.render(.itemChanged(item(1, .loaded(picture)), listCount: 1))

        XCTAssertEqual(
            terminal.text,
            "1. a\n   image: loading…\n\n\n"
                + "\u{1B}7\u{1B}[3A\r   image: PNG 1x1\u{1B}[K\r\u{1B}[1B   ▀▀\r\u{1B}[1B   ▀▀\u{1B}8")
    }

    func test_itemChanged_comesApartUnderItsNumberAndDescription_onceItsPlaceLeftTheScreen() {
        let (sut, terminal) = makeSUT(reservedRows: 2, screenRows: 6)
        sut.render(.items([item(1, .loading)], listCount: 1))
        (1...3).forEach { _ in sut.render(.listEnd(hasMore: false)) }

        sut.render(.itemChanged(item(1, .loaded(picture)), listCount: 1))

        XCTAssertTrue(terminal.text.hasSuffix("items.\n1. a\n   image: PNG 1x1\n   ▀▀\n   ▀▀\n"), terminal.text)
    }

    func test_hasRoom_notForAnItemWhosePictureIsTooTallForAPlace_untilTheListGaveUpWaiting() {
        let (sut, _) = makeSUT(reservedRows: 8, screenRows: 6)

        XCTAssertFalse(sut.hasRoom(for: [item(1, .loading)], listCount: 1), "It waits to be shown whole")
        XCTAssertTrue(sut.hasRoom(for: [item(1, .loaded(picture))], listCount: 1))

        sut.giveUpPendingPlaces()
        XCTAssertTrue(sut.hasRoom(for: [item(1, .loading)], listCount: 1))

        sut.render(.title("another screen"))
        XCTAssertFalse(sut.hasRoom(for: [item(1, .loading)], listCount: 1), "A new screen waits again")
    }

    func test_itemChanged_comesApartUnderItsNumberAndDescription_whenTheScreenIsTooShortForAPlace() {
        let (sut, terminal) = makeSUT(reservedRows: 8, screenRows: 6)
        sut.render(.items([item(1, .loading)], listCount: 1))
        XCTAssertEqual(terminal.text, "1. a\n   image: loading…\n", "No room for a place at all")

        sut.render(.itemChanged(item(1, .loaded(picture)), listCount: 1))

        XCTAssertEqual(terminal.text, "1. a\n   image: loading…\n1. a\n   image: PNG 1x1\n   ▀▀\n   ▀▀\n")
    }

    func test_itemChanged_comesApart_afterTheScreenWasCleared() {
        let terminal = TextBuffer()
        let pictures = InPlacePictures(terminal: terminal, reservedRows: 2, columns: { 80 }, rows: { 24 })
        let sut = TextScreenRenderer(output: pictures, style: .plain, pictures: pictures)
        sut.render(.items([item(1, .loading)], listCount: 1))

        pictures.write("\u{1B}[H\u{1B}[2J")
        sut.render(.itemChanged(item(1, .loaded(picture)), listCount: 1))

        XCTAssertTrue(terminal.text.hasSuffix("\u{1B}[2J1. a\n   image: PNG 1x1\n   ▀▀\n   ▀▀\n"), terminal.text)
    }

    func test_itemChanged_picturesApartComeInFeedOrder_eachWaitingForTheItemsBeforeIt() {
        let (sut, terminal) = makeSUT(reservedRows: 2)
        sut.render(.items([item(1, .loading), item(2, .loading), item(3, .loading)], listCount: 3))
        sut.giveUpPendingPlaces()
        pushOffTheScreen(sut)
        let shown = terminal.text

        sut.render(.itemChanged(item(3, .loaded(picture), "c"), listCount: 3))
        XCTAssertEqual(terminal.text, shown, "Item 3's picture waits for items 1 and 2")
        sut.render(.itemChanged(item(1, .loaded(picture), "a"), listCount: 3))
        sut.render(.itemChanged(item(2, .failed(reason: "HTTP 404"), "b"), listCount: 3))

        XCTAssertEqual(
            terminal.text.dropFirst(shown.count),
            "1. a\n   image: PNG 1x1\n   ▀▀\n   ▀▀\n"
                + "2. b\n   image: failed (HTTP 404) — type “retry 2” to try again.\n"
                + "3. c\n   image: PNG 1x1\n   ▀▀\n   ▀▀\n")
    }

    func test_itemChanged_aPictureApartWaitsForAnEarlierItemsPicture_untilThatComesInPlace() {
        let (sut, terminal) = makeSUT(reservedRows: 2)
        sut.render(.items([item(1, .loading), item(2, .stopped, "b")], listCount: 2))
        sut.render(.itemChanged(item(2, .loaded(picture), "b"), listCount: 2))
        XCTAssertFalse(terminal.text.contains("PNG"), "Item 2's picture (retried, no place) waits: \(terminal.text)")

        sut.render(.itemChanged(item(1, .loaded(picture)), listCount: 2))

        XCTAssertTrue(
            terminal.text.hasSuffix("\u{1B}8" + "2. b\n   image: PNG 1x1\n   ▀▀\n   ▀▀\n"),
            "Item 1's in place, then item 2's apart: \(terminal.text)")
    }

    func test_itemChanged_anEarlierItemStopped_letsThePicturesWaitingForItBeShown() {
        let (sut, terminal) = makeSUT(reservedRows: 2)
        sut.render(.items([item(1, .loading), item(2, .loading)], listCount: 2))
        sut.giveUpPendingPlaces()
        pushOffTheScreen(sut)
        sut.render(.itemChanged(item(2, .loaded(picture), "b"), listCount: 2))
        let shown = terminal.text

        sut.render(.itemChanged(item(1, .stopped), listCount: 2))

        XCTAssertEqual(terminal.text.dropFirst(shown.count), "2. b\n   image: PNG 1x1\n   ▀▀\n   ▀▀\n")
    }

    func test_itemChanged_aPictureApartWaitsForRoom_whileItWouldPushAPendingPlaceOffTheScreen() {
        let (sut, terminal) = makeSUT(reservedRows: 2, screenRows: 7)
        sut.render(.items([item(1, .loading)], listCount: 2))
        sut.giveUpPendingPlaces()
        sut.render(.items([item(2, .loading)], listCount: 2))
        let shown = terminal.text

        sut.render(.itemChanged(item(1, .loaded(picture)), listCount: 2))
        XCTAssertEqual(terminal.text, shown, "Four rows apart would put item 2's place 7 rows above the prompt's")
        sut.render(.itemChanged(item(2, .loaded(picture)), listCount: 2))

        XCTAssertTrue(
            terminal.text.hasSuffix("\u{1B}8" + "1. a\n   image: PNG 1x1\n   ▀▀\n   ▀▀\n"),
            "Item 2's picture in place, then item 1's apart: \(terminal.text)")
    }

    func test_giveUpPendingPlaces_showsThePicturesApartWaitingForRoom() {
        let (sut, terminal) = makeSUT(reservedRows: 2, screenRows: 7)
        sut.render(.items([item(1, .loading)], listCount: 2))
        sut.giveUpPendingPlaces()
        sut.render(.items([item(2, .loading)], listCount: 2))
        sut.render(.itemChanged(item(1, .loaded(picture)), listCount: 2))
        let shown = terminal.text

        sut.giveUpPendingPlaces()

        XCTAssertEqual(terminal.text.dropFirst(shown.count), "1. a\n   image: PNG 1x1\n   ▀▀\n   ▀▀\n")
    }

    func test_title_showsThePicturesWaitingApart_beforeTheNewScreen() {
        let (sut, terminal) = makeSUT(reservedRows: 2)
        sut.render(.items([item(1, .loading), item(2, .loading)], listCount: 2))
        sut.giveUpPendingPlaces()
        pushOffTheScreen(sut)
        sut.render(.itemChanged(item(2, .loaded(picture), "b"), listCount: 2))

        sut.render(.title("Comments"))

        XCTAssertTrue(terminal.text.hasSuffix("2. b\n   image: PNG 1x1\n   ▀▀\n   ▀▀\nComments\n"), terminal.text)
    }

    func test_itemChanged_aPictureOfAnItemShownWithoutAPlace_isWaitedForByTheOnesAfterIt() {
        let (sut, terminal) = makeSUT(reservedRows: 8, screenRows: 6)
        sut.giveUpPendingPlaces()
        sut.render(.items([item(1, .loading), item(2, .loading)], listCount: 2))
        let shown = terminal.text

        sut.render(.itemChanged(item(2, .loaded(picture), "b"), listCount: 2))
        sut.render(.itemChanged(item(1, .loaded(picture), "a"), listCount: 2))

        XCTAssertEqual(
            terminal.text.dropFirst(shown.count),
            "1. a\n   image: PNG 1x1\n   ▀▀\n   ▀▀\n2. b\n   image: PNG 1x1\n   ▀▀\n   ▀▀\n")
    }

    func test_itemChanged_toStopped_isDrawnInPlace_butNotSaidApart() {
        let (sut, terminal) = makeSUT(reservedRows: 2, screenRows: 6)
        sut.render(.items([item(1, .loading), item(2, .loading)], listCount: 2))
        let shown = terminal.text

        sut.render(.itemChanged(item(2, .stopped), listCount: 2))
        sut.render(.itemChanged(item(1, .stopped), listCount: 2))

        XCTAssertTrue(terminal.text.hasPrefix(shown + "\u{1B}7\u{1B}[3A\r   image: stopped"), terminal.text)
        XCTAssertFalse(terminal.text.contains("retry 1"), "Item 1's place left the screen: \(terminal.text)")
    }

    func test_loadingLine_isWrittenOverByWhatItAnnounced() {
        let (sut, terminal) = makeSUT(reservedRows: 2)

        sut.render(.title("Feed"))
        sut.render(.loading)
        sut.render(.emptyList)

        XCTAssertEqual(terminal.text, "Feed\nLoading…\n\u{1B}[1A\r\u{1B}[KNothing here yet.\n")
    }

    func test_loadingLine_staysWhenSomethingElseCameAfterIt() {
        let (sut, terminal) = makeSUT(reservedRows: 2)

        sut.render(.loading)
        sut.render(.notice(.alreadyLoading))
        sut.render(.emptyList)

        XCTAssertFalse(terminal.text.contains("\u{1B}[1A"), terminal.text)
    }

    func test_hasRoom_whileThePendingPlacesStayOnTheScreen() {
        let (sut, _) = makeSUT(reservedRows: 2, screenRows: 7)
        sut.render(.items([item(1, .loading)], listCount: 2))

        XCTAssertTrue(sut.hasRoom(for: [item(2, .loaded(LoadedImage(info: info)))], listCount: 2))
        XCTAssertFalse(
            sut.hasRoom(for: [item(2, .loading)], listCount: 2), "Item 1's place would be 7 rows above the prompt's")
    }

    func test_withoutPictures_everythingIsWrittenAsBefore() {
        let terminal = TextBuffer()
        let sut = TextScreenRenderer(output: terminal, style: .plain)

        sut.render(.loading)
        sut.render(.items([item(1, .loading)], listCount: 1))
        sut.render(.itemChanged(item(1, .loaded(picture)), listCount: 1))

        XCTAssertEqual(terminal.text, "Loading…\n1. a\n   image: loading…\n1. image: PNG 1x1\n   ▀▀\n   ▀▀\n")
        XCTAssertTrue(sut.hasRoom(for: [item(2, .loading)], listCount: 2))
    }

    // MARK: - Helpers

    /// Lines enough to push every place given up off a screen of 24 rows: their pictures come apart.
    private func pushOffTheScreen(_ sut: TextScreenRenderer) {
        (1...24).forEach { _ in sut.render(.listEnd(hasMore: false)) }
    }

    private func makeSUT(
        reservedRows: Int, screenRows: Int = 24, file: StaticString = #filePath, line: UInt = #line
    ) -> (TextScreenRenderer, TextBuffer) {
        let terminal = TextBuffer()
        let pictures = InPlacePictures(
            terminal: terminal, reservedRows: reservedRows, columns: { 80 }, rows: { screenRows })
        let sut = TextScreenRenderer(output: pictures, style: .plain, pictures: pictures)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(pictures, file: file, line: line)
        return (sut, terminal)
    }

    private let info = ImageInfo(format: .png, width: 1, height: 1)
    private var picture: LoadedImage { LoadedImage(info: info, thumbnail: ["▀▀", "▀▀"]) }

    private func item(_ number: Int, _ state: ListItem.ImageState, _ description: String = "a") -> ListItem {
        ListItem(number: number, content: .image(FeedImageViewModel(description: description, location: nil), state))
    }
}
