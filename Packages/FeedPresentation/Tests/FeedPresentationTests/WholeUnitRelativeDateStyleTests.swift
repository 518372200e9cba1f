import Foundation
import XCTest

@testable import FeedPresentation

final class WholeUnitRelativeDateStyleTests: XCTestCase {
    func test_largestNonZeroUnit_isTheLargestNonZeroOfAllTheUnitsCountedTogether_inAnyCalendarAndZone() {
        let units: Set<Calendar.Component> = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
        let order: [Calendar.Component] = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
        var generator = SystemRandomNumberGenerator()
        let calendars: [(Calendar.Identifier, String)] = [
            (.gregorian, "Europe/Athens"), (.gregorian, "America/Sao_Paulo"), (.gregorian, "Pacific/Apia"),
            (.gregorian, "Australia/Lord_Howe"), (.iso8601, "UTC"), (.islamicUmmAlQura, "Asia/Riyadh"),
            (.hebrew, "Asia/Jerusalem"), (.ethiopicAmeteMihret, "Africa/Addis_Ababa"),
        ]
        for (identifier, zone) in calendars {
            var calendar = Calendar(identifier: identifier)
            calendar.timeZone = TimeZone(identifier: zone)!
            let sut = WholeUnitRelativeDateStyle(calendar: calendar, locale: Locale(identifier: "en"))
            for _ in 0..<400 {
                let now = Date(timeIntervalSince1970: .random(in: 1_200_000_000...1_900_000_000, using: &generator))
                let scales: [TimeInterval] = [1, 3_600, 86_400, 30 * 86_400, 400 * 86_400]
                let scale = scales.randomElement(using: &generator)!
                let date = now.addingTimeInterval(.random(in: -40...40, using: &generator) * scale)

                let all = calendar.dateComponents(units, from: now, to: date)
                let expected = order.first { (all.value(for: $0) ?? 0) != 0 }
                let found = sut.largestNonZeroUnit(from: now, to: date)

                XCTAssertEqual(found?.0, expected, "\(zone): \(now) to \(date)")
                XCTAssertEqual(found?.2, expected.flatMap { all.value(for: $0) }, "\(zone): \(now) to \(date)")
            }
        }
    }

    /// Many dates worded from one `now`, as a page of comments is: the counts it keeps from one date
    /// to the next agree with the calendar's for every date, on the boundaries of each unit too,
    /// around time-zone changes (a skipped day in Apia, half-hour shifts on Lord Howe), month ends
    /// and leap days.
    func test_largestNonZeroUnit_agreesWithTheCalendarForManyDatesFromOneNow() {
        let units: Set<Calendar.Component> = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
        let order: [Calendar.Component] = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
        var generator = SystemRandomNumberGenerator()
        let zones = ["Europe/Athens", "America/Sao_Paulo", "Pacific/Apia", "Australia/Lord_Howe", "UTC"]
        // A DST change (Athens, 2024-03-31 01:00 UTC), Apia's skipped 2011-12-30, a leap day, a month end.
        let nows = [1_711_846_800, 1_325_239_200, 1_709_208_000, 1_706_745_599].map(TimeInterval.init)
        for identifier in [Calendar.Identifier.gregorian, .iso8601] {
            for zone in zones {
                var calendar = Calendar(identifier: identifier)
                calendar.timeZone = TimeZone(identifier: zone)!
                for nowSeconds in nows + [.random(in: 1_200_000_000...1_900_000_000, using: &generator)] {
                    let now = Date(timeIntervalSince1970: nowSeconds)
                    let sut = WholeUnitRelativeDateStyle(calendar: calendar, locale: Locale(identifier: "en"))
                    var dates = (0..<300).map { _ in
                        let scale = [1, 60, 3_600, 86_400, 30 * 86_400, 400 * 86_400].randomElement(using: &generator)!
                        return now.addingTimeInterval(.random(in: -40...40, using: &generator) * Double(scale))
                    }
                    for unit in order {
                        for amount in [-25, -13, -7, -2, -1, 1, 2, 7, 13, 25] {
                            let boundary = calendar.date(byAdding: unit, value: amount, to: now)!
                            dates += [boundary, boundary.addingTimeInterval(-1), boundary.addingTimeInterval(1)]
                        }
                    }
                    for date in dates.shuffled(using: &generator) {
                        let all = calendar.dateComponents(units, from: now, to: date)
                        let expected = order.first { (all.value(for: $0) ?? 0) != 0 }
                        let found = sut.largestNonZeroUnit(from: now, to: date)

                        XCTAssertEqual(found?.0, expected, "\(identifier) \(zone): \(now) to \(date)")
                        XCTAssertEqual(
                            found?.2, expected.flatMap { all.value(for: $0) },
                            "\(identifier) \(zone): \(now) to \(date)")
                    }
                }
            }
        }
    }

    /// Past the boundaries it keeps (a thousand years) the calendar counts; nearer dates asked after
    /// such a one are still counted right.
    func test_largestNonZeroUnit_agreesWithTheCalendarForDatesCenturiesAway() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Athens")!
        let now = Date(timeIntervalSince1970: 1_711_846_800)
        let sut = WholeUnitRelativeDateStyle(calendar: calendar, locale: Locale(identifier: "en"))
        let years = [1_500, -1_200, 999, -1_000, 3, -2, 1_001]

        for amount in years {
            let date = calendar.date(byAdding: .year, value: amount, to: now)!.addingTimeInterval(3_600)
            let expected = calendar.dateComponents([.year], from: now, to: date).year

            XCTAssertEqual(sut.largestNonZeroUnit(from: now, to: date)?.0, .year, "\(amount) years")
            XCTAssertEqual(sut.largestNonZeroUnit(from: now, to: date)?.2, expected, "\(amount) years")
        }
    }
}
