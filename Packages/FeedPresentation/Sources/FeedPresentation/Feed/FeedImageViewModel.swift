import FeedFeature
import Foundation

/// A feed image as a front shows it: its description and location for a person, and its id and
/// image URL for a program (the JSON front). The text front never prints the last two; it opens
/// the image URL (`open N`) and links its image line to it where the terminal opens links.
public struct FeedImageViewModel: Equatable, Sendable {
    public let description: String?
    public let location: String?
    /// On the first page of a run: the item was not in the copy saved by the last run.
    public let isNew: Bool
    // Kept as the domain keeps them, 16 bytes and the image's own address text, and the id turned
    // into text only when asked for: a big feed has a view model per item, and only the JSON
    // front asks.
    private let imageID: UUID?

    private let imageAddress: String?

    /// Where the image itself is, as the API gave it, but for a user name and password in it,
    /// which no output shows (`URLRedaction`). Worked out when asked for: a linked image line, `open N`
    /// and the JSON front ask.
    public var imageURL: String? {
        guard let imageAddress, imageAddress.contains("@") else { return imageAddress }
        return URLRedaction.hidingUserInfo(in: imageAddress)
    }

    /// `id` and the image's address are nil only in a view model made without an image behind it (a
    /// front's tests); `FeedImagePresenter` always gives both.
    public init(
        description: String?, location: String?, id: UUID? = nil, imageAddress: String? = nil, isNew: Bool = false
    ) {
        self.description = description
        self.location = location
        self.isNew = isNew
        self.imageID = id
        self.imageAddress = imageAddress
    }

    public init(description: String?, location: String?, id: UUID? = nil, imageURL: URL?) {
        self.init(description: description, location: location, id: id, imageAddress: imageURL?.absoluteString)
    }

    /// The image's UUID in its canonical form, the one the app sends back to the API (`after_id`,
    /// the comments' path).
    public var id: String? { imageID?.uuidString }
}
