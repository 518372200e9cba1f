import FeedPresentation
import FeedScreens
import ImageDecoding
import XCTest

@testable import FeedTextUI

/// Item numbers are what the user types back (`retry 1000`) and pixel sizes are written as every
/// image tool writes them (`2000x200`): neither is an amount, so neither is grouped, in any language.
final class ItemNumberAndSizeTextTests: XCTestCase {
    override func tearDown() {
        Localization.use("en")
        super.tearDown()
    }

    func test_imageHints_printItemNumbersUngroupedInEveryLanguage() {
        for language in Localization.supportedLanguages {
            Localization.use(language)
            let lines = [ListItem.ImageState.failed(reason: nil), .failed(reason: "HTTP 500"), .stopped]
                .flatMap { makeSUT(listCount: 54_678).changeLines(of: imageItem(number: 54_678, state: $0)) }

            for line in lines {
                XCTAssertTrue(line.contains("“retry 54678”") || line.contains("«retry 54678»"), "\(language): \(line)")
            }
        }
    }

    func test_imageSize_printsPixelsUngroupedInEveryLanguage() {
        for language in Localization.supportedLanguages {
            Localization.use(language)
            let image = LoadedImage(info: ImageInfo(format: .jpeg, width: 2000, height: 1500))

            let line = makeSUT(listCount: 1).changeLines(of: imageItem(number: 1, state: .loaded(image)))

            XCTAssertTrue(line.first?.hasSuffix("JPEG 2000x1500") == true, "\(language): \(line)")
        }
    }

    func test_notices_printItemNumbersUngroupedInEveryLanguage() {
        for language in Localization.supportedLanguages {
            Localization.use(language)
            let notices: [ScreenNotice] = [
                .nothingToRetry(item: 1000), .nothingToOpen(item: 1000), .noSuchItem(1000, itemCount: 1234),
            ]

            for notice in notices {
                let text = NoticeText.text(of: notice)
                XCTAssertTrue(text.contains("1000"), "\(language): \(text)")
                XCTAssertFalse(text.contains("1,0") || text.contains("1.0") || text.contains("1\u{A0}0"), text)
            }
        }
    }

    // MARK: - Helpers

    private func makeSUT(listCount: Int) -> TextItemLines {
        TextItemLines(listCount: listCount, style: .plain)
    }

    private func imageItem(number: Int, state: ListItem.ImageState) -> ListItem {
        ListItem(number: number, content: .image(FeedImageViewModel(description: "a", location: nil), state))
    }
}
