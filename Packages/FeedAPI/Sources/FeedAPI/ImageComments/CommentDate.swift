import Foundation

/// A comment's `created_at`: the API sends `2020-05-20T11:24:59+0000`; `Z` and `+00:00` mean the
/// same and are accepted too, and any other ISO 8601 form that Foundation reads.
enum CommentDate {
    /// A value type, so sharing it needs no lock.
    private static let format = Date.ISO8601FormatStyle()

    static func date(from string: String) -> Date? {
        if let date = ISO8601DateParser.date(from: string) { return date }
        // A whole match: parsing alone would accept trailing garbage after the offset.
        return string.wholeMatch(of: format)?.output
    }
}
