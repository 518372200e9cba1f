import FeedPresentation
import ImageDecoding

/// What a list screen keeps of a cell it let go of, shown and settled: enough for the cell made
/// again from it to show and act as the one let go of did. A few words, where a feed cell with its
/// image loader is a few hundred bytes: a list of a hundred thousand items keeps one of these for
/// each item it has shown, and a cell only for the items loading or about to be shown.
public struct ReleasedCell: Equatable {
    enum Image: Equatable {
        /// `hadPicture`: its picture was shown and let go of, so shown again it loads the image.
        case loaded(ImageInfo, pictureProblem: PictureProblem?, hadPicture: Bool)
        case failed(reason: String?)
        case stopped
    }

    let image: Image
}
