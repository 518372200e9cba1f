import FeedPresentation
import FeedScreens
import ImageDecoding
import XCTest

@testable import FeedTextUI

/// Where the terminal opens links, an item's image line is an OSC 8 link to the image, as `open N`
/// opens it; the escape takes no column, and an address from a hostile server never reaches the
/// terminal raw.
final class ImageLineLinkTests: XCTestCase {
    func test_imageLine_isALinkToTheImage_whenLinksAreUsed() {
        let lines = makeSUT().lines(of: item(address: "https://a.example/1.jpg", state: .loaded(jpeg)))

        XCTAssertEqual(lines.last, "   " + link("https://a.example/1.jpg", "image: JPEG 640x480"))
    }

    func test_imageLine_isALinkInEveryStateAndWhereverItIsShown() {
        let states: [ListItem.ImageState] = [.loading, .loaded(jpeg), .failed(reason: "HTTP 500"), .stopped]
        for state in states {
            let item = item(address: "https://a.example/1.jpg", state: state)
            let sut = makeSUT(usesColor: true)

            for lines in [sut.lines(of: item), sut.changeLines(of: item), sut.imageLines(of: item)] {
                XCTAssertTrue(
                    lines.last?.contains("\u{1B}]8;;https://a.example/1.jpg\u{1B}\\") == true, "\(state): \(lines)")
                XCTAssertTrue(lines.last?.hasSuffix("\u{1B}]8;;\u{1B}\\") == true, "\(state): \(lines)")
            }
        }
    }

    func test_imageLine_isNoLink_whenLinksAreNotUsed() {
        let lines = TextItemLines(listCount: 1, style: .plain).lines(
            of: item(address: "https://a.example/1.jpg", state: .loaded(jpeg)))

        XCTAssertEqual(lines, ["1. a", "   image: JPEG 640x480"])
    }

    func test_imageLine_isTheOnlyLink() {
        let lines = makeSUT().lines(of: item(address: "https://a.example/1.jpg", state: .loaded(jpeg)))

        XCTAssertEqual(lines.dropLast().filter { $0.contains("\u{1B}") }, [])
    }

    func test_linkedImageLine_takesTheColumnsOfItsTextAlone() {
        let plain = TextItemLines(listCount: 1, style: .plain).lines(of: item(address: longAddress, state: failed))
        let linked = makeSUT().lines(of: item(address: longAddress, state: failed))

        XCTAssertEqual(linked.map { DisplayWidth.of($0) }, plain.map { DisplayWidth.of($0) })
        XCTAssertEqual(DisplayWidth.of(linked[1]), 78)
    }

    func test_linkedImageLine_wrapsAsItsTextAlone() {
        for width in [20, 30, 40, 80] {
            let plain = TextItemLines(listCount: 1, style: .plain).lines(of: item(address: longAddress, state: failed))
            let linked = makeSUT().lines(of: item(address: longAddress, state: failed))

            let wrapped = LineWrapper.wrap(linked[1], width: width)

            XCTAssertEqual(wrapped.map(withoutLink), LineWrapper.wrap(plain[1], width: width), "width \(width)")
            XCTAssertTrue(wrapped.allSatisfy { DisplayWidth.of($0) <= width }, "width \(width): \(wrapped)")
            XCTAssertEqual(wrapped.joined().components(separatedBy: "\u{1B}]8;;").count, 3, "opened and closed once")
        }
    }

    func test_imageLine_isNoLink_toAnAddressThatIsNoWebPage() {
        for address in [
            "file:///etc/passwd", "javascript:alert(1)", "ftp://a.example/1.jpg", "https://", "https:///1.jpg",
            "a.example/1.jpg", "",
        ] {
            let lines = makeSUT().lines(of: item(address: address, state: .loaded(jpeg)))

            XCTAssertEqual(lines.last, "   image: JPEG 640x480", address)
        }
    }

    func test_imageLine_isNoLink_toAnAddressWithAControlCharacter() {
        for address in [
            "https://a.example/\u{1B}]0;title\u{7}.jpg", "https://a.example/\u{1B}\\\u{1B}[2J",
            "https://a.example/\u{7}",
            "https://a.example/\n1.jpg", "https://a.example/\u{9B}2J", "https://a.example/\u{7F}",
            "https://a.example/\0",
        ] {
            let lines = makeSUT().lines(of: item(address: address, state: .loaded(jpeg)))

            XCTAssertEqual(lines.last, "   image: JPEG 640x480", address.debugDescription)
        }
    }

    func test_imageLine_linksToAnAddressWithSpacesAndLettersPercentEncoded() {
        let lines = makeSUT().lines(of: item(address: "https://a.example/café ü;x=1.jpg", state: .loaded(jpeg)))

        XCTAssertEqual(lines.last, "   " + link("https://a.example/caf%C3%A9%20%C3%BC;x=1.jpg", "image: JPEG 640x480"))
    }

    func test_imageLine_isNoLink_toAnAddressTooLongForATerminal() {
        let address = "https://a.example/" + String(repeating: "a", count: 2100)

        let lines = makeSUT().lines(of: item(address: address, state: .loaded(jpeg)))

        XCTAssertEqual(lines.last, "   image: JPEG 640x480")
    }

    func test_imageLine_linksWithoutTheAddresssPassword() {
        let lines = makeSUT().lines(of: item(address: "https://ana:S3cr3t@a.example/1.jpg", state: .loaded(jpeg)))

        XCTAssertEqual(lines.last, "   " + link("https://***@a.example/1.jpg", "image: JPEG 640x480"))
    }

    func test_renderer_writesTheLinkedLineWrappedToTheTerminal() {
        let output = CollectingOutput()
        let sut = TextScreenRenderer(
            output: LineWrappingOutput(wrapping: output, width: 30), style: TextStyle(usesColor: false, usesLinks: true)
        )

        sut.render(.items([item(address: longAddress, state: failed)], listCount: 1))

        let rows = output.text.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            rows.map(withoutLink),
            ["1. a", "   image: failed (the server", "   answered HTTP 500) — type", "   “retry 1” to try again."])
        XCTAssertTrue(rows.allSatisfy { DisplayWidth.of($0) <= 30 }, "\(rows)")
        XCTAssertTrue(rows[1].contains("\u{1B}]8;;\(longAddress)\u{1B}\\"), "\(rows)")
    }

    // MARK: - Helpers

    private func makeSUT(usesColor: Bool = false) -> TextItemLines {
        TextItemLines(listCount: 1, style: TextStyle(usesColor: usesColor, usesLinks: true))
    }

    private func item(address: String, state: ListItem.ImageState) -> ListItem {
        ListItem(
            number: 1,
            content: .image(FeedImageViewModel(description: "a", location: nil, imageAddress: address), state))
    }

    private func link(_ uri: String, _ text: String) -> String {
        "\u{1B}]8;;\(uri)\u{1B}\\\(text)\u{1B}]8;;\u{1B}\\"
    }

    private func withoutLink(_ line: String) -> String {
        line.replacing(/\x1B\]8;;[^\x1B]*\x1B\\/, with: "")
    }

    private let jpeg = LoadedImage(info: ImageInfo(format: .jpeg, width: 640, height: 480))

    private let failed = ListItem.ImageState.failed(reason: "the server answered HTTP 500")

    private let longAddress = "https://images.example/" + String(repeating: "photo/", count: 20) + "1.jpg"

    private final class CollectingOutput: TextOutput {
        private(set) var text = ""

        func write(_ text: String) {
            self.text += text
        }
    }
}
