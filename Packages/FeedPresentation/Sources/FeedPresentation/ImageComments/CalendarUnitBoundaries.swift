import Foundation

/// Counts the whole units of one calendar between a fixed `now` and any date, as
/// `Calendar.dateComponents([unit], from: now, to: date)` counts them in the Gregorian calendar:
/// the most units that can be added to `now` without passing the date. The dates a whole number
/// of units from `now` are asked of the calendar once, as far as the dates counted reach, and
/// each count is then a search among them: ten thousand comments from last week ask for about
/// a hundred dates instead of twenty thousand counts.
final class CalendarUnitBoundaries {
    let now: Date
    private let calendar: Calendar
    /// For each unit and direction (`-1` to the past, `1` to the future): the dates 1, 2, 3, …
    /// units from `now` that are known so far, each further from `now` than the one before.
    private var boundaries = [Direction: [Date]]()

    private struct Direction: Hashable {
        let unit: Calendar.Component
        let sign: Int
    }

    /// So many units away, a date is not counted here: the caller asks the calendar itself.
    private static let mostBoundaries = 1_000

    init(calendar: Calendar, now: Date) {
        self.calendar = calendar
        self.now = now
    }

    /// The whole `unit`s from `now` to `date`, negative for a date before `now`; nil for a date
    /// further than the boundaries kept, or than the calendar can add.
    func count(of unit: Calendar.Component, to date: Date) -> Int? {
        let sign = date < now ? -1 : 1
        let direction = Direction(unit: unit, sign: sign)
        if boundaries[direction]?.last.map({ isBeyond($0, date, sign) }) != true {
            guard extend(direction, past: date) else { return nil }
        }
        guard let known = boundaries[direction], let last = known.last, isBeyond(last, date, sign) else {
            return nil
        }
        // The first boundary beyond the date: as many units as the boundaries before it.
        var (low, high) = (0, known.count - 1)
        while low < high {
            let middle = (low + high) / 2
            if isBeyond(known[middle], date, sign) { high = middle } else { low = middle + 1 }
        }
        return sign * low
    }

    /// Adds boundaries until one is beyond `date`, or there are as many as are kept; false where
    /// the calendar cannot add so many units.
    private func extend(_ direction: Direction, past date: Date) -> Bool {
        var known = boundaries.removeValue(forKey: direction) ?? []
        defer { boundaries[direction] = known }
        while known.count < Self.mostBoundaries, known.last.map({ !isBeyond($0, date, direction.sign) }) ?? true {
            let units = direction.sign * (known.count + 1)
            guard let next = calendar.date(byAdding: direction.unit, value: units, to: now) else { return false }
            known.append(next)
        }
        return true
    }

    private func isBeyond(_ boundary: Date, _ date: Date, _ sign: Int) -> Bool {
        sign < 0 ? boundary < date : boundary > date
    }
}
