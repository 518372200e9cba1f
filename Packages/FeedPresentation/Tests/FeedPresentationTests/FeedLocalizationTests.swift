@testable import FeedPresentation
import TestSupport
import XCTest

final class FeedLocalizationTests: XCTestCase {
    func test_localizedStrings_haveKeysAndValuesForAllSupportedLocalizations() {
        for table in ["Feed", "Shared"] {
            assertLocalizedKeysAndValuesExist(in: Bundle.module, table: table)
        }
    }
}
