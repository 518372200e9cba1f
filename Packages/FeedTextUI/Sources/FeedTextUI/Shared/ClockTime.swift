import Foundation

/// A moment as a person reads it off a clock on the wall, `10:42`, in the local time zone: when the
/// feed was last checked. The hour is enough: the line sits beside what it found.
enum ClockTime {
    static func text(of date: Date, in timeZone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}
