import FeedPresentation
import FeedScreens
import FeedTextUI
import ImageDecoding
import TestSupport
import TextUITestSupport
import XCTest

/// A settled image's thumbnail is printed under its item, after the line that says what it is.
final class ThumbnailLinesTests: XCTestCase {
    func test_settledImage_printsItsThumbnailUnderTheImageLineIndentedWithTheItem() {
        let (sut, output) = makeSUT()

        sut.render(
            .itemChanged(
                item(3, thumbnail: ["\u{1B}[38;2;1;2;3m▀▀\u{1B}[0m", "\u{1B}[38;2;4;5;6m▀▀\u{1B}[0m"]), listCount: 12))

        XCTAssertEqual(
            output.lines,
            [" 3. image: PNG 2x4", "    \u{1B}[38;2;1;2;3m▀▀\u{1B}[0m", "    \u{1B}[38;2;4;5;6m▀▀\u{1B}[0m", ""])
    }

    func test_itemShownWithItsImageLoaded_printsTheThumbnailAfterItsLines() {
        let (sut, output) = makeSUT()

        sut.render(.items([item(1, thumbnail: ["▀▀"])], listCount: 1))

        XCTAssertEqual(output.lines, ["1. a description", "   image: PNG 2x4", "   ▀▀", ""])
    }

    func test_imageWhosePictureCouldNotBeDrawn_saysWhyOnItsLineInEachLanguage() {
        let expected = [
            "en": " 3. image: PNG 2x4 (the file is cut short, not drawn)",
            "pt-BR": " 3. imagem: PNG 2x4 (o arquivo está incompleto, não desenhada)",
            "el": " 3. εικόνα: PNG 2x4 (το αρχείο είναι κομμένο, δεν σχεδιάστηκε)",
        ]
        defer { Localization.use(Localization.defaultLanguage) }
        for (language, line) in expected {
            Localization.use(language)
            let (sut, output) = makeSUT()
            let image = LoadedImage(info: ImageInfo(format: .png, width: 2, height: 4), pictureProblem: .truncated)

            sut.render(.itemChanged(item(3, image: image), listCount: 12))

            XCTAssertEqual(output.lines, [line, ""], language)
        }
    }

    func test_pictureProtocolLine_isNeverBrokenByLineWrapping() {
        let kitty = "\u{1B}_Ga=T,f=32,s=2,v=4,c=2,r=2,q=2;" + String(repeating: "QUJD", count: 200) + "\u{1B}\\"
        let iTerm = "\u{1B}]1337;File=inline=1;size=3:" + String(repeating: "QUJD", count: 200) + "\u{7}"
        let sixel = "\u{1B}P0;1;0q\"1;1;2;4#0;2;100;0;0#0!200~-" + String(repeating: "#0~~$", count: 100) + "\u{1B}\\"
        let output = TextBuffer()
        let sut = LineWrappingOutput(wrapping: output, width: 40)

        sut.writeLine("   " + kitty)
        sut.writeLine("   " + iTerm)
        sut.writeLine("   " + sixel)

        XCTAssertEqual(output.lines, ["   " + kitty, "   " + iTerm, "   " + sixel, ""])
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (TextScreenRenderer, TextBuffer) {
        let output = TextBuffer()
        let sut = TextScreenRenderer(output: output, style: .plain)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, output)
    }

    private func item(_ number: Int, thumbnail: [String]) -> ListItem {
        item(number, image: LoadedImage(info: ImageInfo(format: .png, width: 2, height: 4), thumbnail: thumbnail))
    }

    private func item(_ number: Int, image: LoadedImage) -> ListItem {
        ListItem(
            number: number,
            content: .image(FeedImageViewModel(description: "a description", location: nil), .loaded(image)))
    }
}
