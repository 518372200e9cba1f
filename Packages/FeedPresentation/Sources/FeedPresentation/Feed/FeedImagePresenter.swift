import FeedFeature

public enum FeedImagePresenter {
    /// Blank strings from the network count as absent, so a view never prints an empty line
    /// where a description or location would be.
    public static func map(_ image: FeedImage) -> FeedImageViewModel {
        FeedImageViewModel(
            description: nonBlank(image.description), location: nonBlank(image.location), id: image.id,
            imageAddress: image.address)
    }

    private static func nonBlank(_ text: String?) -> String? {
        guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
        return text
    }
}
