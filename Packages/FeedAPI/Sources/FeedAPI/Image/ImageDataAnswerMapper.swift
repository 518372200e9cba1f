import FeedFeature
import Foundation

/// An image's answer as a private cache reads it: a `304` says the kept copy is current (it has no
/// body to read); anything else must be a `200` with a body, else the `LoadFailure` says why there
/// are no bytes. Whether the bytes are an image is for the UI's header reader to decide, not this
/// mapper.
public enum ImageDataAnswerMapper {
    public static func map(_ data: Data, from response: HTTPResponse) throws -> ImageDataAnswer {
        ImageDataAnswer(
            data: response.statusCode == 304 ? nil : try bytes(data, from: response),
            validators: response.validators, freshness: response.resourceFreshness,
            mayBeStored: response.mayBeStored)
    }

    private static func bytes(_ data: Data, from response: HTTPResponse) throws -> Data {
        guard response.isOK else { throw LoadFailure.httpStatus(response.statusCode) }
        guard !data.isEmpty else { throw LoadFailure.invalidData(expected: .image) }
        return data
    }
}
