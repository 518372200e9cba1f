/// What a feed cell asks of whoever loads its image.
public protocol FeedImageCellControllerDelegate {
    func didRequestImage()
    func didCancelImageRequest()
}
