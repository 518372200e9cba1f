import FeedFeature
import Foundation

/// A page of the feed read through `JSONDecoder`: the reference that `FeedItemsMapper` is tested
/// and fuzzed against (same images or both failing), and the way `FeedItemsMapper` reads a body
/// in UTF-16 or UTF-32, which `JSONDecoder` accepts and its single pass over UTF-8 does not.
/// It holds the whole document's map and every decoded value at once: a big page peaks at several
/// times its size here.
public enum JSONDecoderFeedItemsMapper {
    private struct Root: Decodable {
        let items: [RemoteFeedItem]
    }

    private struct RemoteFeedItem: Decodable {
        let id: RemoteUUID
        let description: String?
        let location: String?
        let image: URL

        var feedImage: FeedImage? {
            guard image.isRemoteImageURL else { return nil }
            return FeedImage(id: id.value, description: description, location: location, url: image)
        }
    }

    public static func map(_ data: Data, from response: HTTPResponse) throws -> [FeedImage] {
        guard response.isOK else { throw LoadFailure.httpStatus(response.statusCode) }
        guard let root = try? JSONDecoder().decode(Root.self, from: data) else {
            throw LoadFailure.invalidData(expected: .feed)
        }

        // One bad item invalidates the page: dropping it would silently shift pagination.
        var images = [FeedImage]()
        images.reserveCapacity(root.items.count)
        for item in root.items {
            guard let image = item.feedImage else { throw LoadFailure.invalidData(expected: .feed) }
            images.append(image)
        }
        return images
    }
}

extension URL {
    /// An absolute http(s) URL with a host: what a feed image may be loaded from.
    var isRemoteImageURL: Bool {
        guard let scheme = scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
        guard let host, !host.isEmpty else { return false }
        return true
    }
}
