import FeedFeature
import Foundation

/// An image's comments from a `2xx` response, or the `LoadFailure` that says why there are none.
///
/// The body is read in one pass over its bytes (`JSONItemsPage`, each comment by
/// `ImageCommentsPageReader`); a body in UTF-16 or UTF-32 goes to `JSONDecoderImageCommentsMapper`,
/// the reference it is tested against.
public enum ImageCommentsMapper {
    public static func map(_ data: Data, from response: HTTPResponse) throws -> [ImageComment] {
        guard response.isSuccessful else { throw LoadFailure.httpStatus(response.statusCode) }
        switch JSONItemsPage.items(in: data, ImageCommentsPageReader.readComment) {
        case .none: return try JSONDecoderImageCommentsMapper.map(data, from: response)
        case .failure: throw LoadFailure.invalidData(expected: .comments)
        case let .success(comments): return comments
        }
    }

    /// Reads the comments as their body arrives.
    public static func reader(for response: HTTPResponse) -> any HTTPBodyReader<[ImageComment]> {
        guard response.isSuccessful else { return RefusedBodyReader(failure: .httpStatus(response.statusCode)) }
        return JSONItemsBodyReader(
            readingItemsWith: ImageCommentsPageReader.readComment, refusing: .invalidData(expected: .comments),
            elseReadingWith: { try JSONDecoderImageCommentsMapper.map($0, from: response) })
    }
}
