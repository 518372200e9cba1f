/// Words why a loaded image is not drawn, in the user's language, short enough for the image's
/// line ("too large to draw") and for the JSON front's `reason`.
public enum PictureProblemPresenter {
    public static func reason(for problem: PictureProblem) -> String {
        switch problem {
        case .tooLarge: localized("PICTURE_TOO_LARGE")
        case .truncated: localized("PICTURE_TRUNCATED")
        case .damaged: localized("PICTURE_DAMAGED")
        case let .libraryMissing(library):
            PresentationStrings.formatted("PICTURE_LIBRARY_MISSING", table: "Picture", library)
        case let .libraryUnsupported(library):
            PresentationStrings.formatted("PICTURE_LIBRARY_UNSUPPORTED", table: "Picture", library)
        }
    }

    private static func localized(_ key: String) -> String {
        PresentationStrings.localized(key, table: "Picture")
    }
}
