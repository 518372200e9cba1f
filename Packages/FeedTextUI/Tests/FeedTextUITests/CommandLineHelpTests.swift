import FeedPresentation
import XCTest

@testable import FeedTextUI

final class CommandLineHelpTests: XCTestCase {
    func test_logWriteFailure_namesTheFileAndTheReasonInEveryLanguage() {
        defer { Localization.use("en") }

        for language in ["en", "pt-BR", "el"] {
            Localization.use(language)
            let message = CommandLineHelp.logWriteFailure(path: "/dev/full", reason: "No space left on device")

            XCTAssertTrue(message.contains("/dev/full"), "\(language): \(message)")
            XCTAssertTrue(message.contains("No space left on device"), "\(language): \(message)")
        }
    }

    func test_invalidTimeoutMessage_saysTheRangeOfSeconds() {
        defer { Localization.use("en") }

        for language in ["en", "pt-BR", "el"] {
            Localization.use(language)
            let message = CommandLineHelp.message(for: .invalidTimeout("0x10"))

            XCTAssertTrue(message.contains("0.1") && message.contains("3600"), "\(language): \(message)")
            XCTAssertTrue(message.contains("0x10"), "\(language): \(message)")
        }
    }
}
