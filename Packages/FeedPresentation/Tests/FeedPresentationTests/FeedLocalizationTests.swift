import TestSupport
import XCTest

@testable import FeedPresentation

final class FeedLocalizationTests: XCTestCase {
    func test_localizedStrings_haveKeysAndValuesForAllSupportedLocalizations() {
        for table in ["Feed", "ImageComments", "LoadFailure", "Picture", "Shared"] {
            assertLocalizedKeysAndValuesExist(in: Bundle.module, table: table)
        }
    }
}
