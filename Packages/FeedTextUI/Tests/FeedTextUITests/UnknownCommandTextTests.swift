import FeedPresentation
import FeedScreens
import XCTest

@testable import FeedTextUI

final class UnknownCommandTextTests: XCTestCase {
    override func tearDown() {
        Localization.use("en")
        super.tearDown()
    }

    func test_unknownCommand_suggestsTheNearestCommandInHelpsWords() {
        XCTAssertEqual(
            NoticeText.text(of: .unknownCommand("mroe", suggestion: "more")),
            "Unknown command “mroe”. Did you mean “more” (load the next page of the feed)?")
        XCTAssertEqual(
            NoticeText.text(of: .unknownCommand("retyr 3", suggestion: "retry")),
            "Unknown command “retyr 3”. Did you mean “retry N” (load the image of item N again)?")
    }

    func test_unknownCommand_suggestsInEveryLanguage() {
        for (language, expected) in [
            ("pt-BR", "Comando desconhecido “mroe”. Você quis dizer “more” (carrega a próxima página do feed)?"),
            ("el", "Άγνωστη εντολή «mroe». Μήπως εννοούσατε «more» (φορτώνει την επόμενη σελίδα του feed);"),
        ] {
            Localization.use(language)

            XCTAssertEqual(NoticeText.text(of: .unknownCommand("mroe", suggestion: "more")), expected)
        }
    }

    func test_unknownCommand_withoutASuggestion_pointsToHelp() {
        XCTAssertEqual(
            NoticeText.text(of: .unknownCommand("xyz")), "Unknown command “xyz”. Type “help” to see the commands.")
    }
}
