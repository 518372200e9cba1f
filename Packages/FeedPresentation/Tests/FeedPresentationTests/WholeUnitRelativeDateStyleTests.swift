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
}
