import FeedFeature
import FeedPresentation
import XCTest

final class ImageCommentsPresenterTests: XCTestCase {
    func test_title_isLocalized() {
        XCTAssertEqual(ImageCommentsPresenter.title, "Comments")
    }

    func test_titleForItem_namesTheItemByNumberAndTheStartOfItsDescription() {
        let described = FeedImage(
            id: UUID(), description: "Morning fog lifting off the harbour, with fishing boats", location: nil,
            url: URL(string: "https://a-url.com")!)
        let undescribed = FeedImage(id: UUID(), description: nil, location: nil, url: URL(string: "https://a-url.com")!)

        XCTAssertEqual(
            ImageCommentsPresenter.title(forItem: 3, of: described),
            "Comments on item 3: Morning fog lifting off the harbour…")
        XCTAssertEqual(ImageCommentsPresenter.title(forItem: 12, of: undescribed), "Comments on item 12")
    }

    func test_titleForItem_printsTheItemNumberUngroupedInEveryLanguage() {
        defer { Localization.use("en") }
        let image = FeedImage(id: UUID(), description: nil, location: nil, url: URL(string: "https://a-url.com")!)

        for language in Localization.supportedLanguages {
            Localization.use(language)

            let title = ImageCommentsPresenter.title(forItem: 54_678, of: image)

            XCTAssertTrue(title.hasSuffix(" 54678"), "\(language): \(title)")
        }
    }

    func test_map_createsViewModels() {
        let now = Date(timeIntervalSince1970: 1_600_000_000)
        let calendar = gregorianUTC()
        let comments = [
            uniqueComment(message: "a message", createdAt: now.adding(minutes: -5, calendar: calendar), username: "a"),
            uniqueComment(message: "another", createdAt: now.adding(days: -1, calendar: calendar), username: "b"),
        ]

        let viewModel = ImageCommentsPresenter.map(comments, currentDate: now, calendar: calendar, locale: enLocale())

        XCTAssertEqual(
            viewModel,
            ImageCommentsViewModel(comments: [
                ImageCommentViewModel(
                    message: "a message", date: "5 minutes ago", username: "a", id: comments[0].id,
                    createdAt: comments[0].createdAt),
                ImageCommentViewModel(
                    message: "another", date: "1 day ago", username: "b", id: comments[1].id,
                    createdAt: comments[1].createdAt),
            ])
        )
    }

    func test_map_keepsEachCommentsIDAndCreationDateForAProgram() {
        let createdAt = Date(timeIntervalSince1970: 1_600_000_000)
        let comment = ImageComment(
            id: UUID(uuidString: "7E2B1C1A-1D59-4A87-9C5B-4E1AE8C1E001")!, message: "m", createdAt: createdAt,
            username: "u")

        let viewModel = ImageCommentsPresenter.map([comment], currentDate: createdAt).comments.first

        XCTAssertEqual(viewModel?.id, "7E2B1C1A-1D59-4A87-9C5B-4E1AE8C1E001")
        XCTAssertEqual(viewModel?.createdAt, createdAt)
    }

    func test_map_deliversNoViewModelsOnNoComments() {
        XCTAssertEqual(ImageCommentsPresenter.map([]), ImageCommentsViewModel(comments: []))
    }

    func test_map_describesDatesRelativeToTheCurrentDate() {
        let now = Date(timeIntervalSince1970: 1_600_000_000)
        let calendar = gregorianUTC()
        let expectations: [(createdAt: Date, date: String)] = [
            (now.adding(seconds: -30), "30 seconds ago"),
            (now.adding(minutes: -1, calendar: calendar), "1 minute ago"),
            (now.adding(minutes: -5, calendar: calendar), "5 minutes ago"),
            (now.adding(hours: -1, calendar: calendar), "1 hour ago"),
            (now.adding(days: -1, calendar: calendar), "1 day ago"),
            (now.adding(days: -3, calendar: calendar), "3 days ago"),
            (now.adding(days: -14, calendar: calendar), "2 weeks ago"),
            (now.adding(months: -1, calendar: calendar), "1 month ago"),
            (now.adding(years: -1, calendar: calendar), "1 year ago"),
            (now.adding(years: -2, calendar: calendar), "2 years ago"),
        ]

        let viewModel = ImageCommentsPresenter.map(
            expectations.map { uniqueComment(createdAt: $0.createdAt) },
            currentDate: now,
            calendar: calendar,
            locale: enLocale()
        )

        XCTAssertEqual(viewModel.comments.map(\.date), expectations.map(\.date))
    }

    func test_map_describesCommentsMadeNowOrUpToAMinuteInTheFutureAsNow() {
        let now = Date(timeIntervalSince1970: 1_600_000_000)
        let calendar = gregorianUTC()
        let dates = [now, now.adding(seconds: -0.4), now.adding(seconds: 2), now.adding(seconds: 60)]
        let comments = dates.map { uniqueComment(createdAt: $0) }

        let viewModel = ImageCommentsPresenter.map(comments, currentDate: now, calendar: calendar, locale: enLocale())

        XCTAssertEqual(viewModel.comments.map(\.date), ["now", "now", "now", "now"])
    }

    func test_map_describesCommentsFurtherInTheFutureAsInTheFuture() {
        let now = Date(timeIntervalSince1970: 1_600_000_000)  // 2020-09-13 12:26:40 UTC
        let calendar = gregorianUTC()
        let dates = [
            now.adding(seconds: 61), now.adding(days: 1, calendar: calendar), date("2100-01-01T00:00:00Z"),
            date("9999-12-31T23:59:59Z"),
        ]
        let comments = dates.map { uniqueComment(createdAt: $0) }

        let viewModel = ImageCommentsPresenter.map(comments, currentDate: now, calendar: calendar, locale: enLocale())

        XCTAssertEqual(viewModel.comments.map(\.date), ["in 1 minute", "in 1 day", "in 79 years", "in 7979 years"])
    }

    func test_map_wordsTheSameAmountAlikeAndPastAndFutureApart() {
        let now = Date(timeIntervalSince1970: 1_600_000_000)
        let calendar = gregorianUTC()
        let dates = [-2, 2, -2, -1, 2].map { now.adding(days: $0, calendar: calendar) }
        let comments = dates.map { uniqueComment(createdAt: $0) }

        let viewModel = ImageCommentsPresenter.map(comments, currentDate: now, calendar: calendar, locale: enLocale())

        XCTAssertEqual(
            viewModel.comments.map(\.date), ["2 days ago", "in 2 days", "2 days ago", "1 day ago", "in 2 days"])
    }

    func test_map_countsWholeDaysRegardlessOfLocalMidnightInEveryLanguage() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 2 * 3600)!
        let now = date("2020-09-13T22:30:00Z")  // 00:30 on the 14th, local time
        let comments = [25, 47, 48].map { uniqueComment(createdAt: now.adding(seconds: -Double($0) * 3600)) }
        let expectations = [
            ("en_US_POSIX", ["1 day ago", "1 day ago", "2 days ago"]),
            ("pt_BR", ["há 1 dia", "há 1 dia", "há 2 dias"]),
            ("el", ["πριν από 1 ημέρα", "πριν από 1 ημέρα", "πριν από 2 ημέρες"]),
        ]

        for (identifier, dates) in expectations {
            let viewModel = ImageCommentsPresenter.map(
                comments, currentDate: now, calendar: calendar, locale: Locale(identifier: identifier))

            XCTAssertEqual(viewModel.comments.map(\.date), dates, identifier)
        }
    }

    func test_map_countsWholeUnitsWithoutRoundingUp() {
        let now = Date(timeIntervalSince1970: 1_600_000_000)
        let calendar = gregorianUTC()
        let ages: [TimeInterval] = [59.9, 3599, 2 * 3600 - 1, 24 * 3600 - 1, 7 * 24 * 3600 - 1]
        let comments = ages.map { uniqueComment(createdAt: now.adding(seconds: -$0)) }

        let viewModel = ImageCommentsPresenter.map(comments, currentDate: now, calendar: calendar, locale: enLocale())

        XCTAssertEqual(
            viewModel.comments.map(\.date),
            ["59 seconds ago", "59 minutes ago", "1 hour ago", "23 hours ago", "6 days ago"])
    }

    func test_map_describesDatesInTheGivenLocale() {
        let now = Date(timeIntervalSince1970: 1_600_000_000)
        let calendar = gregorianUTC()
        let comment = uniqueComment(createdAt: now.adding(minutes: -5, calendar: calendar))

        let viewModel = ImageCommentsPresenter.map(
            [comment], currentDate: now, calendar: calendar, locale: Locale(identifier: "pt_BR"))

        XCTAssertEqual(viewModel.comments.map(\.date), ["há 5 minutos"])
    }

    // MARK: - Helpers

    private func uniqueComment(
        message: String = "any message",
        createdAt: Date,
        username: String = "any username"
    ) -> ImageComment {
        ImageComment(id: UUID(), message: message, createdAt: createdAt, username: username)
    }

    private func gregorianUTC() -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    private func enLocale() -> Locale {
        Locale(identifier: "en_US_POSIX")
    }

    private func date(_ iso8601: String) -> Date {
        try! Date(iso8601, strategy: .iso8601)
    }
}

extension Date {
    fileprivate func adding(seconds: TimeInterval) -> Date {
        addingTimeInterval(seconds)
    }

    fileprivate func adding(minutes: Int, calendar: Calendar) -> Date {
        calendar.date(byAdding: .minute, value: minutes, to: self)!
    }

    fileprivate func adding(hours: Int, calendar: Calendar) -> Date {
        calendar.date(byAdding: .hour, value: hours, to: self)!
    }

    fileprivate func adding(days: Int, calendar: Calendar) -> Date {
        calendar.date(byAdding: .day, value: days, to: self)!
    }

    fileprivate func adding(months: Int, calendar: Calendar) -> Date {
        calendar.date(byAdding: .month, value: months, to: self)!
    }

    fileprivate func adding(years: Int, calendar: Calendar) -> Date {
        calendar.date(byAdding: .year, value: years, to: self)!
    }
}
