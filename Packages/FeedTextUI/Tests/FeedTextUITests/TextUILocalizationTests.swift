import TestSupport
import XCTest

@testable import FeedTextUI

final class TextUILocalizationTests: XCTestCase {
    func test_localizedStrings_haveKeysAndValuesForAllSupportedLocalizations() {
        assertLocalizedKeysAndValuesExist(in: Bundle.module, table: "TextUI")
    }
}
