import Foundation

/// What a response says about when to ask again: how long it stays fresh (RFC 9111 §4.2.1), and
/// how long a server that is busy or limiting its clients asks them to wait (RFC 9110 §10.2.3).
extension HTTPResponse {
    /// The `Cache-Control` directives by lowercased name, with their values (unquoted) or "".
    public var cacheDirectives: [String: String] {
        guard let field = value(forHTTPHeaderField: "Cache-Control") else { return [:] }
        var directives = [String: String]()
        for directive in field.split(separator: ",") {
            let parts = directive.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpacesAndTabs }
            guard let name = parts.first?.lowercased(), !name.isEmpty else { continue }
            let value = parts.count == 2 ? parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")) : ""
            directives[name] = directives[name] ?? value
        }
        return directives
    }

    /// How long after it was made the response may be used without asking again, as a private
    /// cache reads it: `max-age`, else `Expires` less `Date` (an `Expires` that is no date has
    /// expired). `no-cache` and `no-store` make it 0; nil when it says nothing of freshness.
    public var freshnessLifetime: TimeInterval? {
        let directives = cacheDirectives
        if directives["no-cache"] != nil || directives["no-store"] != nil { return 0 }
        if let maxAge = directives["max-age"] { return Self.deltaSeconds(maxAge) ?? 0 }
        guard let expires = value(forHTTPHeaderField: "Expires") else { return nil }
        guard let expiry = HTTPDate.date(from: expires), let made = madeAt else { return 0 }
        return max(0, expiry.timeIntervalSince(made))
    }

    /// When the response was made (`Date`), if it says.
    public var madeAt: Date? {
        value(forHTTPHeaderField: "Date").flatMap(HTTPDate.date(from:))
    }

    /// How long to wait before asking again, from `Retry-After` (seconds, or a date read against
    /// the response's `Date`, else `now`); nil when it does not say.
    public func retryAfter(now: Date) -> TimeInterval? {
        guard let field = value(forHTTPHeaderField: "Retry-After")?.trimmingSpacesAndTabs else { return nil }
        if let seconds = Self.deltaSeconds(field) { return seconds }
        return HTTPDate.date(from: field).map { max(0, $0.timeIntervalSince(madeAt ?? now)) }
    }

    /// A count of seconds as HTTP writes one (digits only); one too large to matter is a year.
    private static func deltaSeconds(_ text: String) -> TimeInterval? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return TimeInterval(min(Int(text.prefix(9)) ?? 0, 365 * 24 * 3600))
    }
}
