/// How a server named the version of a resource whose copy is kept: what a later request sends to
/// ask whether it changed, so that an unchanged resource is not sent again (RFC 9110 §8.8). Kept
/// verbatim, as the server wrote them: a weak tag keeps its `W/`, a date its own spelling.
public struct ResourceValidators: Equatable, Sendable {
    /// The `ETag`.
    public let entityTag: String?
    /// The `Last-Modified` date, asked about only where there is no tag.
    public let lastModified: String?

    /// Nil when the server named no version: there is nothing to ask about.
    public init?(entityTag: String?, lastModified: String?) {
        guard entityTag != nil || lastModified != nil else { return nil }
        self.entityTag = entityTag
        self.lastModified = lastModified
    }
}
