import FeedScreens

/// What a feed cell asked of its image loader, in order.
final class ImageLoadSpy: FeedImageCellControllerDelegate {
    enum Message: Equatable {
        case request
        case cancel
    }

    private(set) var messages = [Message]()
    /// What the loader does when asked: a real one reports that it started loading.
    var onRequest: () -> Void = {}

    func didRequestImage() {
        messages.append(.request)
        onRequest()
    }

    func didCancelImageRequest() { messages.append(.cancel) }
}
