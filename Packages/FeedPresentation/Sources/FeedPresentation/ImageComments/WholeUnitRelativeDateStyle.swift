import Foundation

/// Says how far a date is from now in the largest whole calendar unit, as the reference app's
/// `RelativeDateTimeFormatter` does: "1 day ago" for 25 hours ago at any time of day, "1 hour ago"
/// for 1 hour 59 minutes, "in 74 years" for a date in 2100.
///
/// `RelativeDateTimeFormatter` is missing on Linux, and `Date.AnchoredRelativeFormatStyle` counts
/// days, weeks, months and years between calendar boundaries (at 00:30, 25 hours ago is "2 days
/// ago") and rounds hours, minutes and seconds. So the amount is counted here, in the caller's
/// calendar, and the style only words it: it formats two UTC dates exactly that amount apart, from
/// the start of a year, with only that unit allowed, where neither its alignment nor its rounding
/// changes the amount.
///
/// The words depend on the unit and the signed amount alone, so each is worded once: ten thousand
/// comments from the same few days ask for a few dozen wordings.
final class WholeUnitRelativeDateStyle {
    let calendar: Calendar
    let locale: Locale
    private var wordings = [Wording: String]()
    private var unitBoundaries: CalendarUnitBoundaries?

    private struct Wording: Hashable {
        let unit: Calendar.Component
        let value: Int
    }

    init(calendar: Calendar, locale: Locale) {
        self.calendar = calendar
        self.locale = locale
    }

    /// Largest first, as `RelativeDateTimeFormatter` picks them, with the style's name for each.
    private static let units: [(unit: Calendar.Component, field: Date.RelativeFormatStyle.Field)] = [
        (.year, .year), (.month, .month), (.weekOfMonth, .week), (.day, .day), (.hour, .hour), (.minute, .minute),
        (.second, .second),
    ]

    /// 2001-01-01 00:00:00 UTC: the start of a year, a month, a day and (from Monday) a week.
    private static let boundary = Date(timeIntervalSinceReferenceDate: 0)

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.firstWeekday = 2
        return calendar
    }()

    func string(for date: Date, relativeTo now: Date) -> String {
        guard let (unit, field, value) = largestNonZeroUnit(from: now, to: date) else {
            // Under a second either way. The named presentation says "now"; the numeric one would
            // say "in 0 seconds".
            var wording = style(anchor: now, calendar: calendar)
            wording.presentation = .named
            return wording.format(now)
        }
        let wording = Wording(unit: unit, value: value)
        if let known = wordings[wording] { return known }
        guard let words = string(for: value, of: unit, as: field) else {
            // An amount past what a calendar can count: worded as the style counts it.
            return style(anchor: date, calendar: calendar).format(now)
        }
        wordings[wording] = words
        return words
    }

    /// `value` of `unit`s from now, worded; nil past what a calendar can count.
    private func string(for value: Int, of unit: Calendar.Component, as field: Date.RelativeFormatStyle.Field)
        -> String?
    {
        // Weeks are added as days: a week is seven of them wherever it starts.
        let (step, amount) = unit == .weekOfMonth ? (Calendar.Component.day, 7 * abs(value)) : (unit, abs(value))
        guard let apart = Self.utc.date(byAdding: step, value: amount, to: Self.boundary) else {
            return nil
        }
        // The style describes its *anchor* relative to the date it formats, so the comment's side
        // is the anchor. Both dates stay after 2001, however far the amount: no era to cross. With
        // the one unit allowed, aligning a date to its unit's boundary adds less than a unit, which
        // the style's count of whole units never shows (4 weeks stay "4 weeks", not "1 month").
        var wording = value < 0 ? style(anchor: Self.boundary) : style(anchor: apart)
        wording.allowedFields = [field]
        return wording.format(value < 0 ? apart : Self.boundary)
    }

    /// Counted a unit at a time, largest first, up to the first that is not zero: its count alone
    /// is what it would be among all the units (nothing larger took a share).
    func largestNonZeroUnit(from now: Date, to date: Date) -> (
        Calendar.Component, Date.RelativeFormatStyle.Field, Int
    )? {
        let boundaries = boundaries(from: now)
        for (unit, field) in Self.units {
            let value =
                boundaries?.count(of: unit, to: date)
                ?? calendar.dateComponents([unit], from: now, to: date).value(for: unit)
            if let value, value != 0 {
                return (unit, field, value)
            }
        }
        return nil
    }

    /// In the Gregorian calendars, where counting by the dates a whole number of units away is
    /// what `dateComponents` does (a test holds them to it), for every date worded from `now`.
    private func boundaries(from now: Date) -> CalendarUnitBoundaries? {
        guard [.gregorian, .iso8601].contains(calendar.identifier) else { return nil }
        if let unitBoundaries, unitBoundaries.now == now { return unitBoundaries }
        unitBoundaries = CalendarUnitBoundaries(calendar: calendar, now: now)
        return unitBoundaries
    }

    private func style(anchor: Date, calendar: Calendar = WholeUnitRelativeDateStyle.utc)
        -> Date.AnchoredRelativeFormatStyle
    {
        Date.AnchoredRelativeFormatStyle(
            anchor: anchor, presentation: .numeric, unitsStyle: .wide, locale: locale, calendar: calendar)
    }
}
