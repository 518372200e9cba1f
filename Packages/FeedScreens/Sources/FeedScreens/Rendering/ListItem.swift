import FeedPresentation

/// An entry of a list screen as a front shows it: its number (what the user types to act on it)
/// and what it holds.
public struct ListItem: Equatable {
    public enum Content: Equatable {
        case image(FeedImageViewModel, ImageState)
        case comment(ImageCommentViewModel)
    }

    /// Where a feed item's image stands.
    public enum ImageState: Equatable {
        case notRequested
        case loading
        case loaded(LoadedImage)
        /// The user stopped its load (Ctrl-C); `retry` starts it again.
        case stopped
        /// With why, when that is known ("HTTP 404").
        case failed(reason: String?)
    }

    public let number: Int
    public let content: Content

    public init(number: Int, content: Content) {
        self.number = number
        self.content = content
    }
}
