/// Why an image that loaded is not drawn: it came, its header was read, and its picture could not
/// be made. Kept as a kind, like `LoadFailure`, and worded by ``PictureProblemPresenter``. Not a
/// failure: loading it again would change nothing.
public enum PictureProblem: Hashable, Sendable {
    /// A format whose header is read but whose pictures are not drawn here.
    case formatNotDrawn
    /// More pixels than a picture is decoded from.
    case tooLarge
    /// The file ends before the picture does.
    case truncated
    /// The file breaks its format.
    case damaged
}
