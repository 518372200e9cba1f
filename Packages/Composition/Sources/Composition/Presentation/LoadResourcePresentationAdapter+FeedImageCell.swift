import FeedScreens

/// A feed image cell asks for its image, and gives it up, through the generic adapter.
extension LoadResourcePresentationAdapter: @preconcurrency FeedImageCellControllerDelegate {
    func didRequestImage() { loadResource() }

    func didCancelImageRequest() { cancelLoad() }
}
