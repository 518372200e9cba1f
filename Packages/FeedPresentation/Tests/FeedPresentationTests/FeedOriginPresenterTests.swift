import FeedFeature
import FeedPresentation
import XCTest

final class FeedOriginPresenterTests: XCTestCase {
    override func tearDown() {
        Localization.use(Localization.defaultLanguage)
        super.tearDown()
    }

    func test_map_saysNothingAboutALiveFeed() {
        XCTAssertEqual(FeedOriginPresenter.map(.network, currentDate: now), .live)
    }

    func test_map_saysTheCachedFeedIsOfflineWithWhenItWasSaved() {
        let savedAt = now.addingTimeInterval(-2 * hour)

        let viewModel = FeedOriginPresenter.map(
            .cache(savedAt: savedAt), currentDate: now, calendar: gregorianUTC(), locale: enLocale())

        XCTAssertEqual(
            viewModel,
            .offline(OfflineFeedViewModel(message: "Offline — showing the feed saved 2 hours ago", savedAt: savedAt)))
    }

    func test_map_saysTheAgeOfTheCachedFeedInTheLargestWholeUnit() {
        let calendar = gregorianUTC()
        let expectations: [(age: TimeInterval, message: String)] = [
            (60, "Offline — showing the feed saved 1 minute ago"),
            (59 * 60, "Offline — showing the feed saved 59 minutes ago"),
            (2 * hour - 1, "Offline — showing the feed saved 1 hour ago"),
            (23 * hour, "Offline — showing the feed saved 23 hours ago"),
            (25 * hour, "Offline — showing the feed saved 1 day ago"),
            (6 * 24 * hour + 23 * hour, "Offline — showing the feed saved 6 days ago"),
        ]

        for (age, message) in expectations {
            let viewModel = FeedOriginPresenter.map(
                .cache(savedAt: now.addingTimeInterval(-age)), currentDate: now, calendar: calendar, locale: enLocale())

            XCTAssertEqual(offlineMessage(of: viewModel), message, "age \(age) s")
        }
    }

    func test_map_saysTheCachedFeedWasJustSavedUnderAMinuteOldOrFromTheFuture() {
        for age: TimeInterval in [0, 1, 59.9, -30, -2 * hour] {
            let viewModel = FeedOriginPresenter.map(
                .cache(savedAt: now.addingTimeInterval(-age)), currentDate: now, calendar: gregorianUTC(),
                locale: enLocale())

            XCTAssertEqual(
                offlineMessage(of: viewModel), "Offline — showing the feed saved just now", "age \(age) s")
        }
    }

    func test_map_saysTheCachedFeedIsOfflineInEveryLanguage() {
        let savedAt = now.addingTimeInterval(-2 * hour)
        let expectations = [
            (
                "en", "en_US_POSIX", "Offline — showing the feed saved 2 hours ago",
                "Offline — showing the feed saved just now"
            ),
            (
                "pt-BR", "pt_BR", "Sem conexão — mostrando o feed salvo há 2 horas",
                "Sem conexão — mostrando o feed salvo agora há pouco"
            ),
            (
                "el", "el", "Εκτός σύνδεσης — εμφανίζεται το feed που αποθηκεύτηκε πριν από 2 ώρες",
                "Εκτός σύνδεσης — εμφανίζεται το feed που αποθηκεύτηκε μόλις τώρα"
            ),
        ]

        for (language, locale, twoHoursOld, justSaved) in expectations {
            Localization.use(language)

            let old = FeedOriginPresenter.map(
                .cache(savedAt: savedAt), currentDate: now, calendar: gregorianUTC(), locale: Locale(identifier: locale)
            )
            let new = FeedOriginPresenter.map(
                .cache(savedAt: now), currentDate: now, calendar: gregorianUTC(), locale: Locale(identifier: locale))

            XCTAssertEqual(offlineMessage(of: old), twoHoursOld, language)
            XCTAssertEqual(offlineMessage(of: new), justSaved, language)
        }
    }

    func test_map_saysTheServerAnsweredWithAnErrorWhenThatIsWhyTheCopyIsShown_inEveryLanguage() {
        let expectations = [
            (
                "en", "en_US_POSIX",
                "The server answered with an error: HTTP\u{A0}500 — showing the copy saved 2 hours ago",
                "The server answered with an error: HTTP\u{A0}500 — showing the copy saved just now"
            ),
            (
                "pt-BR", "pt_BR",
                "O servidor respondeu com um erro: HTTP\u{A0}500 — mostrando a cópia salva há 2 horas",
                "O servidor respondeu com um erro: HTTP\u{A0}500 — mostrando a cópia salva agora há pouco"
            ),
            (
                "el", "el",
                "Ο διακομιστής απάντησε με σφάλμα: HTTP\u{A0}500 — εμφανίζεται το αντίγραφο που αποθηκεύτηκε πριν από 2 ώρες",
                "Ο διακομιστής απάντησε με σφάλμα: HTTP\u{A0}500 — εμφανίζεται το αντίγραφο που αποθηκεύτηκε μόλις τώρα"
            ),
        ]

        for (language, locale, twoHoursOld, justSaved) in expectations {
            Localization.use(language)

            let old = FeedOriginPresenter.map(
                .cache(savedAt: now.addingTimeInterval(-2 * hour), liveFailure: .httpStatus(500)), currentDate: now,
                calendar: gregorianUTC(), locale: Locale(identifier: locale))
            let new = FeedOriginPresenter.map(
                .cache(savedAt: now, liveFailure: .httpStatus(500)), currentDate: now, calendar: gregorianUTC(),
                locale: Locale(identifier: locale))

            XCTAssertEqual(offlineMessage(of: old), twoHoursOld, language)
            XCTAssertEqual(offlineMessage(of: new), justSaved, language)
        }
    }

    func test_map_saysOfflineWhenTheServerCouldNotBeReached() {
        for failure: LoadFailure in [.connectivity(.connectionRefused), .timedOut(seconds: 30)] {
            let viewModel = FeedOriginPresenter.map(
                .cache(savedAt: now, liveFailure: failure), currentDate: now, calendar: gregorianUTC(),
                locale: enLocale())

            XCTAssertEqual(offlineMessage(of: viewModel), "Offline — showing the feed saved just now", "\(failure)")
        }
    }

    // MARK: - Helpers

    private let now = Date(timeIntervalSince1970: 1_600_000_000)
    private let hour: TimeInterval = 3600

    private func offlineMessage(of viewModel: FeedOriginViewModel) -> String? {
        guard case let .offline(offline) = viewModel else { return nil }
        return offline.message
    }

    private func gregorianUTC() -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    private func enLocale() -> Locale {
        Locale(identifier: "en_US_POSIX")
    }
}
