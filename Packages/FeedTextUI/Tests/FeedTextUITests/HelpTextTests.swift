import FeedPresentation
import FeedTextUI
import TestSupport
import TextUITestSupport
import XCTest

/// The in-app `help` as a person sees it at a terminal: a table whose descriptions, at a narrow
/// terminal, go on under themselves rather than at the margin.
final class HelpTextTests: XCTestCase {
    override func tearDown() {
        Localization.use(Localization.defaultLanguage)
        super.tearDown()
    }

    func test_help_atFiftyColumns_continuesEachDescriptionUnderItself() {
        let output = helpText(width: 50)

        XCTAssertEqual(
            output,
            """
            Commands:
              refresh, r     check the feed for new items
              more, m        load the next page of the feed
              comments N     show the comments of item N
                             (also: c N)
              back, b        return to the feed
              retry N        load the image of item N again
              view N         show the picture of item N at
                             the terminal's size
              open N         open the image of item N in the
                             browser
              find TEXT      list the numbers of the loaded
                             items that mention TEXT
              watch          check the feed by itself,
                             showing new items as they come
              unwatch        stop checking the feed by itself
              help, ?        show this help
              quit, q, exit  leave feed-tty (Ctrl-D also
                             quits)

            """)
    }

    func test_help_atFiftyColumns_fitsAndKeepsItsColumnInEveryLanguage() {
        for language in Localization.supportedLanguages {
            Localization.use(language)

            let lines = helpText(width: 50).split(separator: "\n").dropFirst()

            for line in lines {
                XCTAssertLessThanOrEqual(line.count, 50, "\(language): \(line)")
                let start = line.prefix { $0 == " " }.count
                XCTAssertTrue(start == 2 || start == 17, "\(language): continued at column \(start): \(line)")
                XCTAssertEqual(line.dropFirst(2).first == " ", start == 17, "\(language): \(line)")
            }
        }
    }

    func test_help_thatFits_isOneLineACommand() {
        XCTAssertEqual(helpText(width: 80).split(separator: "\n").count, 13)
    }

    // MARK: - Helpers

    private func helpText(width: Int, file: StaticString = #filePath, line: UInt = #line) -> String {
        let buffer = TextBuffer()
        let sut = TextScreenRenderer(output: LineWrappingOutput(wrapping: buffer, width: width), style: .plain)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(buffer, file: file, line: line)

        sut.render(.help)

        return buffer.text
    }
}
