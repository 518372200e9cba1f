import FeedFeature
import Foundation

/// An image's answer as a private cache reads it: a `304` says the kept copy is current (it has no
/// body to read); anything else is read by `FeedImageDataMapper`, which judges its status as always.
public enum ImageDataAnswerMapper {
    public static func map(_ data: Data, from response: HTTPResponse) throws -> ImageDataAnswer {
        ImageDataAnswer(
            data: response.statusCode == 304 ? nil : try FeedImageDataMapper.map(data, from: response),
            validators: response.validators, freshness: response.resourceFreshness,
            mayBeStored: response.mayBeStored)
    }
}
