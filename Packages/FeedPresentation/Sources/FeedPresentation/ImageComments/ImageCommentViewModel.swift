import Foundation

/// A comment as a front shows it: what a person reads (its message, its author, its age) and
/// what a program needs besides (its id, when it was made).
public struct ImageCommentViewModel: Equatable, Sendable {
    public let message: String
    /// When the comment was made, relative to the time of mapping ("5 minutes ago").
    public let date: String
    public let username: String
    // As the domain keeps it (16 bytes), turned into text only when a front asks.
    private let commentID: UUID?
    /// When the comment was made, as the server said; nil only in a view model made without a
    /// comment behind it (a front's tests), as is `id`.
    public let createdAt: Date?

    public init(message: String, date: String, username: String, id: UUID? = nil, createdAt: Date? = nil) {
        self.message = message
        self.date = date
        self.username = username
        self.commentID = id
        self.createdAt = createdAt
    }

    /// The comment's UUID in its canonical form.
    public var id: String? { commentID?.uuidString }
}
