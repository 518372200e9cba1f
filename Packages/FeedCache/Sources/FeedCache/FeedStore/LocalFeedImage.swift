import Foundation

/// A feed image as the cache stores it. It mirrors `FeedImage` on purpose, so the domain model can
/// change without silently changing what is on disk.
public struct LocalFeedImage: Equatable, Sendable {
    public let id: UUID
    public let description: String?
    public let location: String?
    public let url: URL

    public init(id: UUID, description: String?, location: String?, url: URL) {
        self.id = id
        self.description = description
        self.location = location
        self.url = url
    }
}
