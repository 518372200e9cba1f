/// Why an image that loaded is not drawn: it came, its header was read, and its picture could not
/// be made. Kept as a kind, like `LoadFailure`, and worded by ``PictureProblemPresenter``. Not a
/// failure: loading it again would change nothing.
public enum PictureProblem: Hashable, Sendable {
    /// More pixels than a picture is decoded from.
    case tooLarge
    /// The file ends before the picture does.
    case truncated
    /// The file breaks its format.
    case damaged
    /// The system library that draws the format, loaded when a picture needs it, is not installed:
    /// its name ("libwebp").
    case libraryMissing(String)
    /// The library is installed in a version this build cannot use: its name and version
    /// ("libavif 2.0.0").
    case libraryUnsupported(String)
}
