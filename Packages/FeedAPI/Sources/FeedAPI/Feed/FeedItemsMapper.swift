import FeedFeature
import Foundation

/// A page of the feed from a `200` response, or the `LoadFailure` that says why there is none.
///
/// The body is read in one pass over its bytes (`FeedPageReader`), each item made as it is read:
/// no map of the whole document and no tree of decoded values beside the images, which is what
/// made `JSONDecoder` peak at several times a big page's size. What it accepts and refuses is
/// `JSONDecoder`'s on Linux, quirks included (`JSONReader`); `JSONDecoderFeedItemsMapper` is the
/// reference it is tested and fuzzed against, and reads the bodies in UTF-16 or UTF-32.
public enum FeedItemsMapper {
    public static func map(_ data: Data, from response: HTTPResponse) throws -> [FeedImage] {
        guard response.isOK else { throw LoadFailure.httpStatus(response.statusCode) }
        let images = data.withUnsafeBytes { raw -> [FeedImage]?? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard !Self.mayBeUTF16OrUTF32(bytes) else { return .none }
            return .some(try? FeedPageReader.images(in: bytes))
        }
        switch images {
        case .none: return try JSONDecoderFeedItemsMapper.map(data, from: response)
        case .some(.none): throw LoadFailure.invalidData(expected: .feed)
        case let .some(.some(images)): return images
        }
    }

    /// What `JSONDecoder` would read as UTF-16 or UTF-32: a byte order mark of either, or a zero
    /// byte among the first four, which no UTF-8 JSON document that it accepts can start with
    /// (so handing these over never changes an answer).
    static func mayBeUTF16OrUTF32(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 2 else { return false }
        if (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) { return true }
        return bytes.prefix(4).contains(0)
    }
}
