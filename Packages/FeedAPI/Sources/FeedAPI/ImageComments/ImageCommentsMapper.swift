import FeedFeature
import Foundation

/// An image's comments from a `2xx` response, or the `LoadFailure` that says why there are none.
///
/// The body is read in one pass over its bytes (`ImageCommentsPageReader`); a body in UTF-16 or
/// UTF-32 goes to `JSONDecoderImageCommentsMapper`, the reference it is tested against.
public enum ImageCommentsMapper {
    public static func map(_ data: Data, from response: HTTPResponse) throws -> [ImageComment] {
        guard response.isSuccessful else { throw LoadFailure.httpStatus(response.statusCode) }
        let comments = data.withUnsafeBytes { raw -> [ImageComment]?? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard !FeedItemsMapper.mayBeUTF16OrUTF32(bytes) else { return .none }
            return .some(try? ImageCommentsPageReader.comments(in: bytes))
        }
        switch comments {
        case .none: return try JSONDecoderImageCommentsMapper.map(data, from: response)
        case .some(.none): throw LoadFailure.invalidData(expected: .comments)
        case let .some(.some(comments)): return comments
        }
    }
}
