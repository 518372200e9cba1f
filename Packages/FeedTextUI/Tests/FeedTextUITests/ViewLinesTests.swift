import FeedPresentation
import FeedScreens
import FeedTextUI
import ImageDecoding
import TestSupport
import XCTest

/// `view N` at the text front: the item's number and first line, its image line, and the picture
/// at the terminal's size from the left margin, under what is on the screen.
final class ViewLinesTests: XCTestCase {
    func test_viewedPicture_printsTheItemsFirstLineItsImageLineAndThePictureUnindented() {
        let (sut, output) = makeSUT()

        sut.render(.itemView(item(3, .loaded(picture(["▀▀▀▀", "▄▄▄▄"]))), listCount: 12))

        XCTAssertEqual(output.lines, [" 3. a description", "    image: PNG 4x4", "▀▀▀▀", "▄▄▄▄", ""])
    }

    func test_viewedPictureStillLoading_printsNothingYet() {
        let (sut, output) = makeSUT()

        sut.render(.itemView(item(3, .loading), listCount: 12))

        XCTAssertEqual(output.lines, [""])
    }

    func test_viewedPictureThatFailed_saysWhyUnderTheItemsFirstLine() {
        let (sut, output) = makeSUT()

        sut.render(.itemView(item(2, .failed(reason: "HTTP 404")), listCount: 2))

        XCTAssertEqual(output.lines.count, 3, "\(output.lines)")
        XCTAssertEqual(output.lines[0], "2. a description")
        XCTAssertTrue(output.lines[1].contains("HTTP 404"), output.lines[1])
    }

    func test_viewedPictureInAPictureProtocol_countsTheRowsItCovers_soALatePictureWhosePlaceLeftComesApart() {
        let terminal = TextBuffer()
        let pictures = InPlacePictures(terminal: terminal, reservedRows: 2, columns: { 80 }, rows: { 12 })
        let sut = TextScreenRenderer(output: pictures, style: .plain, pictures: pictures)
        trackForMemoryLeaks(sut)
        let late = ListItem(number: 1, content: .image(FeedImageViewModel(description: "a", location: nil), .loading))
        sut.render(.items([late], listCount: 2))

        // Three lines, one of them a picture protocol's covering 10 rows: the place is off the screen.
        sut.render(.itemView(item(2, .loaded(picture(["<sixel>"], rows: 10))), listCount: 2))
        let beforeLatePicture = terminal.text
        let loaded = ListItem(
            number: 1, content: .image(FeedImageViewModel(description: "a", location: nil), .loaded(picture(["▀▀"]))))
        sut.render(.itemChanged(loaded, listCount: 2))

        XCTAssertEqual(
            String(terminal.text.dropFirst(beforeLatePicture.count)), "1. a\n   image: PNG 4x4\n   ▀▀\n",
            "Expected the late picture apart, not drawn rows up over the viewed one")
    }

    func test_nothingToView_saysSoInEachLanguage() {
        let expected = [
            "en": "Item 4 has no picture to view.",
            "pt-BR": "O item 4 não tem imagem para ver.",
            "el": "Το στοιχείο 4 δεν έχει εικόνα για προβολή.",
        ]
        forEachLanguage(of: expected, rendering: .notice(.nothingToView(item: 4))) { lines, text, language in
            XCTAssertEqual(lines, [text, ""], language)
        }
    }

    func test_help_listsViewInEachLanguage() {
        let expected = [
            "en": "show the picture of item N at the terminal's size",
            "pt-BR": "mostra a imagem do item N no tamanho do terminal",
            "el": "δείχνει την εικόνα του στοιχείου N στο μέγεθος του τερματικού",
        ]
        forEachLanguage(of: expected, rendering: .help) { lines, text, language in
            XCTAssertTrue(lines.contains { $0.hasPrefix("  view N") && $0.hasSuffix(text) }, "\(language): \(lines)")
        }
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (TextScreenRenderer, TextBuffer) {
        let output = TextBuffer()
        let sut = TextScreenRenderer(output: output, style: .plain)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, output)
    }

    /// `event` rendered in each language of `expected`, its lines checked against that language's text.
    private func forEachLanguage(
        of expected: [String: String], rendering event: ScreenEvent,
        check: (_ lines: [String], _ text: String, _ language: String) -> Void
    ) {
        defer { Localization.use(Localization.defaultLanguage) }
        for (language, text) in expected {
            Localization.use(language)
            let (sut, output) = makeSUT()

            sut.render(event)

            check(output.lines, text, language)
        }
    }

    private func picture(_ lines: [String], rows: Int? = nil) -> LoadedImage {
        LoadedImage(info: ImageInfo(format: .png, width: 4, height: 4), thumbnail: lines, thumbnailRows: rows)
    }

    private func item(_ number: Int, _ state: ListItem.ImageState) -> ListItem {
        ListItem(
            number: number, content: .image(FeedImageViewModel(description: "a description", location: nil), state))
    }
}
