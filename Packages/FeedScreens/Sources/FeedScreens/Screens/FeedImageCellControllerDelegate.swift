/// What a feed cell asks of whoever loads its image. A class: a cell holds it in two words, not
/// five, and a big feed has a cell per item.
public protocol FeedImageCellControllerDelegate: AnyObject {
    func didRequestImage()
    func didCancelImageRequest()
}
