@testable import FeedTextUI
import TestSupport
import XCTest

final class TextUILocalizationTests: XCTestCase {
    func test_localizedStrings_haveKeysAndValuesForAllSupportedLocalizations() {
        assertLocalizedKeysAndValuesExist(in: Bundle.module, table: "TextUI")
    }
}
