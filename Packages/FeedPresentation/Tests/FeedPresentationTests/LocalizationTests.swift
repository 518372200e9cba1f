import FeedFeature
import FeedPresentation
import XCTest

final class LocalizationTests: XCTestCase {
    override func tearDown() {
        Localization.use(Localization.defaultLanguage)
        super.tearDown()
    }

    func test_languageMatching_readsPOSIXLocaleNamesAndLanguageTags() {
        let expectations: [(String?, String)] = [
            ("pt_BR.UTF-8", "pt-BR"), ("pt-BR", "pt-BR"), ("pt", "pt-BR"), ("PT_br", "pt-BR"),
            ("el_GR.UTF-8", "el"), ("el", "el"), ("el_GR.UTF-8@euro", "el"),
            ("en_US.UTF-8", "en"), ("en", "en"), ("C", "en"), ("POSIX", "en"), ("fr_FR.UTF-8", "en"),
        ]
        for (identifier, language) in expectations {
            XCTAssertEqual(Localization.language(matching: [identifier]), language, "for \(identifier ?? "nil")")
        }
    }

    func test_languageMatching_usesTheFirstNonEmptyIdentifierEvenWhenItIsNotSupported() {
        XCTAssertEqual(Localization.language(matching: [nil, "", "el_GR.UTF-8", "pt_BR.UTF-8"]), "el")
        XCTAssertEqual(Localization.language(matching: [nil, "fr_FR.UTF-8", "pt_BR.UTF-8"]), "en")
        XCTAssertEqual(Localization.language(matching: [nil, nil]), "en")
    }

    func test_supportedLanguage_namesTheTranslationForAnIdentifierOrNilWhenThereIsNone() {
        let expectations: [(String, String?)] = [
            ("pt_BR.UTF-8", "pt-BR"), ("pt", "pt-BR"), ("EL", "el"), ("en-GB", "en"), ("C", "en"), ("POSIX", "en"),
            ("C.UTF-8", "en"), ("fr", nil), ("fr_FR.UTF-8", nil), ("xx", nil), ("", nil),
        ]
        for (identifier, language) in expectations {
            XCTAssertEqual(Localization.supportedLanguage(for: identifier), language, "for \(identifier)")
        }
    }

    func test_use_switchesEveryPresenterStringToTheChosenLanguage() {
        Localization.use("pt-BR")
        XCTAssertEqual(FeedPresenter.title, "Meu Feed")
        XCTAssertEqual(ImageCommentsPresenter.title, "Comentários")
        XCTAssertEqual(messageOfAFailureToConnect(), "Não foi possível conectar ao servidor")

        Localization.use("el")
        XCTAssertEqual(FeedPresenter.title, "Το Feed μου")
        XCTAssertEqual(ImageCommentsPresenter.title, "Σχόλια")

        Localization.use("en")
        XCTAssertEqual(FeedPresenter.title, "My Feed")
    }

    func test_use_fallsBackToEnglishForAnUnsupportedLanguage() {
        Localization.use("fr")

        XCTAssertEqual(Localization.language, "en")
        XCTAssertEqual(FeedPresenter.title, "My Feed")
    }

    func test_relativeDates_followTheChosenLanguage() {
        let now = Date(timeIntervalSince1970: 1_600_000_000)
        let comment = ImageComment(id: UUID(), message: "m", createdAt: now.addingTimeInterval(-300), username: "u")

        Localization.use("pt-BR")
        XCTAssertEqual(ImageCommentsPresenter.map([comment], currentDate: now).comments.first?.date, "há 5 minutos")

        Localization.use("el")
        XCTAssertEqual(ImageCommentsPresenter.map([comment], currentDate: now).comments.first?.date, "πριν από 5 λεπτά")
    }

    /// What a load's views are shown when it fails to connect and nothing more is known.
    private func messageOfAFailureToConnect() -> String? {
        let view = ErrorView()
        let presenter = LoadResourcePresenter<Void, ErrorView>(
            resourceView: view, loadingView: view, errorView: view, mapper: { _ in })
        presenter.didFinishLoading(with: LoadFailure.connectivity(.unknown))
        return view.message
    }

    private final class ErrorView: ResourceView, ResourceLoadingView, ResourceErrorView {
        typealias ResourceViewModel = Void
        private(set) var message: String?

        func display(_ viewModel: Void) {}
        func display(_ viewModel: ResourceLoadingViewModel) {}
        func display(_ viewModel: ResourceErrorViewModel) { message = viewModel.message }
    }
}
