import FeedPresentation
import XCTest

final class PictureProblemPresenterTests: XCTestCase {
    override func tearDown() {
        Localization.use(Localization.defaultLanguage)
        super.tearDown()
    }

    func test_reason_wordsEveryProblemInEachLanguage() {
        let expectations: [String: [PictureProblem: String]] = [
            "en": [
                .tooLarge: "too large to draw",
                .truncated: "the file is cut short, not drawn", .damaged: "the file is damaged, not drawn",
                .libraryMissing("libwebp"): "needs libwebp, which isn't installed",
                .libraryUnsupported("libavif 2.0.0"): "libavif 2.0.0 isn't a version feed-tty can use, not drawn",
            ],
            "pt-BR": [
                .tooLarge: "grande demais para desenhar",
                .truncated: "o arquivo está incompleto, não desenhada",
                .damaged: "o arquivo está danificado, não desenhada",
                .libraryMissing("libwebp"): "precisa da libwebp, que não está instalada",
                .libraryUnsupported("libavif 2.0.0"):
                    "libavif 2.0.0 não é uma versão que o feed-tty usa, não desenhada",
            ],
            "el": [
                .tooLarge: "πολύ μεγάλη για να σχεδιαστεί",
                .truncated: "το αρχείο είναι κομμένο, δεν σχεδιάστηκε",
                .damaged: "το αρχείο είναι κατεστραμμένο, δεν σχεδιάστηκε",
                .libraryMissing("libwebp"): "χρειάζεται τη libwebp, που δεν είναι εγκατεστημένη",
                .libraryUnsupported("libavif 2.0.0"):
                    "η libavif 2.0.0 δεν είναι έκδοση που χρησιμοποιεί το feed-tty, δεν σχεδιάστηκε",
            ],
        ]
        for (language, reasons) in expectations {
            Localization.use(language)
            for (problem, reason) in reasons {
                XCTAssertEqual(PictureProblemPresenter.reason(for: problem), reason, "\(language) \(problem)")
            }
        }
    }
}
