import FeedFeature

extension HTTPResponse {
    /// The `ETag` and `Last-Modified` the response names its resource's version with, as sent. A
    /// value that could not go back in a request field as it is (a control character, an endless
    /// line) names nothing: it is dropped, never cleaned into something the server did not send.
    public var validators: ResourceValidators? {
        ResourceValidators(
            entityTag: value(forHTTPHeaderField: "ETag").flatMap(Self.sendable),
            lastModified: value(forHTTPHeaderField: "Last-Modified").flatMap(Self.sendable))
    }

    /// Longer than any tag or date a server has a reason to send.
    static let longestValidator = 512

    private static func sendable(_ value: String) -> String? {
        let value = value.trimmingSpacesAndTabs
        guard !value.isEmpty, value.utf8.count <= longestValidator,
            value.utf8.allSatisfy({ $0 == 0x20 || (0x21...0x7E).contains($0) })
        else { return nil }
        return value
    }
}

extension ResourceValidators {
    /// The fields of a conditional GET for the copy these name (RFC 9110 §13.1): `If-None-Match`
    /// with the tag when there is one (a server that has tags compares those), else
    /// `If-Modified-Since` with the date.
    public var conditionalRequestFields: [String: String] {
        if let entityTag { return ["If-None-Match": entityTag] }
        if let lastModified { return ["If-Modified-Since": lastModified] }
        return [:]
    }
}

extension String {
    var trimmingSpacesAndTabs: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
