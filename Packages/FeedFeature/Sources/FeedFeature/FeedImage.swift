import Foundation

/// One image of the feed, as the domain sees it: no transport or storage detail.
///
/// The image's address is kept as its text, and `url` made from it when it is asked for: a parsed
/// `URL` is about 300 bytes, several times the text, and a feed of a hundred thousand images
/// asks for few of them at a time. Two images are equal when their addresses read the same.
public struct FeedImage: Hashable, Sendable {
    public let id: UUID
    public let description: String?
    public let location: String?
    /// `url.absoluteString` as it was given, which always reads back as a URL: what a layer that
    /// keeps an image's address for long keeps, making `url` only when it asks for the image.
    public let address: String

    public var url: URL { Self.url(at: address) }

    /// The URL an image's `address` names, for a layer that kept only the address.
    public static func url(at address: String) -> URL {
        guard let url = URL(string: address) else {
            preconditionFailure("the absolute string of a URL did not read back as one: \(address)")
        }
        return url
    }

    public init(id: UUID, description: String?, location: String?, url: URL) {
        self.id = id
        self.description = description
        self.location = location
        self.address = url.absoluteString
    }
}
