import FeedFeature
import Foundation

/// The bytes of a `200` response with a body, or the `LoadFailure` that says why there are none.
/// Whether the bytes are an image is for the UI's header reader to decide, not this mapper.
public enum FeedImageDataMapper {
    public static func map(_ data: Data, from response: HTTPResponse) throws -> Data {
        guard response.isOK else { throw LoadFailure.httpStatus(response.statusCode) }
        guard !data.isEmpty else { throw LoadFailure.invalidData(expected: .image) }
        return data
    }
}
