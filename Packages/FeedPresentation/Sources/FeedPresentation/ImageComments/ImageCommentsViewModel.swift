public struct ImageCommentsViewModel: Equatable, Sendable {
    public let comments: [ImageCommentViewModel]

    public init(comments: [ImageCommentViewModel]) {
        self.comments = comments
    }
}
