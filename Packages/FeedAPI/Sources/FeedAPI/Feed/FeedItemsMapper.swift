import FeedFeature
import Foundation

/// A page of the feed from a `200` response, or the `LoadFailure` that says why there is none.
///
/// The body is read in one pass over its bytes (`JSONItemsPage`, each item by `FeedPageReader`),
/// as they arrive (`reader(for:)`) or whole (`map`), each item made as it is read: no map of the
/// whole document and no tree of decoded values beside the images, which is what made
/// `JSONDecoder` peak at several times a big page's size.
/// What it accepts and refuses is `JSONDecoder`'s on Linux, quirks included (`JSONReader`);
/// `JSONDecoderFeedItemsMapper` is the reference it is tested and fuzzed against, and reads the
/// bodies in UTF-16 or UTF-32.
public enum FeedItemsMapper {
    public static func map(_ data: Data, from response: HTTPResponse) throws -> [FeedImage] {
        guard response.isOK else { throw LoadFailure.httpStatus(response.statusCode) }
        switch JSONItemsPage.items(in: data, FeedPageReader.readItem) {
        case .none: return try JSONDecoderFeedItemsMapper.map(data, from: response)
        case .failure: throw LoadFailure.invalidData(expected: .feed)
        case let .success(images): return images
        }
    }

    /// Reads a page as its body arrives, so its bytes are never held beside its items.
    public static func reader(for response: HTTPResponse) -> any HTTPBodyReader<[FeedImage]> {
        reader(for: response, reportingFirstItems: nil)
    }

    /// Reads a page as its body arrives, and hands its first items on to `firstItems` as they come.
    public static func reader(for response: HTTPResponse, reportingFirstItems firstItems: FirstItemsReport<FeedImage>?)
        -> any HTTPBodyReader<[FeedImage]>
    {
        guard response.isOK else { return RefusedBodyReader(failure: .httpStatus(response.statusCode)) }
        return JSONItemsBodyReader(
            readingItemsWith: FeedPageReader.readItem, refusing: .invalidData(expected: .feed),
            elseReadingWith: { try JSONDecoderFeedItemsMapper.map($0, from: response) },
            reportingFirstItems: firstItems)
    }
}
