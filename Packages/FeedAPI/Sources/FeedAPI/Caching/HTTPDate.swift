import Foundation

/// The dates of HTTP fields (`Date`, `Expires`, `Retry-After`), in the three forms a recipient must
/// read (RFC 9110 §5.6.7): `Sun, 06 Nov 1994 08:49:37 GMT`, the obsolete
/// `Sunday, 06-Nov-94 08:49:37 GMT` and asctime's `Sun Nov  6 08:49:37 1994`. Anything else is no
/// date (an `Expires: 0` means "already expired", which a caller reads as such).
enum HTTPDate {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    static func date(from text: String) -> Date? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        switch words.count {
        case 4 where words[1].contains("-"):  // Sunday, 06-Nov-94 08:49:37 GMT
            let parts = words[1].split(separator: "-").map(String.init)
            guard parts.count == 3, words[3] == "GMT", let year = Int(parts[2]), parts[2].count == 2 else { return nil }
            // Two-digit years: the one nearest now in the past, as RFC 9110 says; feeds are younger than 1970.
            return date(day: parts[0], month: parts[1], year: year + (year < 70 ? 2000 : 1900), time: words[2])
        case 6 where words[5] == "GMT":  // Sun, 06 Nov 1994 08:49:37 GMT
            guard let year = Int(words[3]), words[3].count == 4 else { return nil }
            return date(day: words[1], month: words[2], year: year, time: words[4])
        case 5:  // Sun Nov  6 08:49:37 1994
            guard let year = Int(words[4]), words[4].count == 4 else { return nil }
            return date(day: words[2], month: words[1], year: year, time: words[3])
        default:
            return nil
        }
    }

    private static func date(day: String, month: String, year: Int, time: String) -> Date? {
        let clock = time.split(separator: ":").compactMap { Int($0) }
        guard let day = Int(day), (1...31).contains(day), let month = months.firstIndex(of: month.lowercased()),
            clock.count == 3, (0...23).contains(clock[0]), (0...59).contains(clock[1]), (0...60).contains(clock[2])
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let components = DateComponents(
            year: year, month: month + 1, day: day, hour: clock[0], minute: clock[1], second: clock[2])
        return calendar.date(from: components)
    }
}
