public struct ImageCommentViewModel: Equatable, Sendable {
    public let message: String
    /// When the comment was made, relative to the time of mapping ("5 minutes ago").
    public let date: String
    public let username: String

    public init(message: String, date: String, username: String) {
        self.message = message
        self.date = date
        self.username = username
    }
}
