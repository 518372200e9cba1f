import FeedFeature

public enum FeedImagePresenter {
    /// Blank strings from the network count as absent, so a view never prints an empty line
    /// where a description or location would be.
    /// `isNew`: the item is new since the last run (on the run's first page).
    public static func map(_ image: FeedImage, isNew: Bool = false) -> FeedImageViewModel {
        FeedImageViewModel(
            description: nonBlank(image.description), location: nonBlank(image.location), id: image.id,
            imageAddress: image.address, isNew: isNew)
    }

    private static func nonBlank(_ text: String?) -> String? {
        guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
        return text
    }
}
