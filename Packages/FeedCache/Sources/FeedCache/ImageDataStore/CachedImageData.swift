import FeedFeature
import Foundation

/// Image bytes a store holds for a URL, with what their server said about keeping them, and when it
/// last sent or confirmed them: what the image cache's policy judges (`ImageDataCachePolicy`).
public struct CachedImageData: Equatable, Sendable {
    public let data: Data
    /// What a conditional request names the bytes' version with; nil: the server named none.
    public let validators: ResourceValidators?
    public let freshness: ResourceFreshness
    /// When the server last sent or confirmed the bytes: their freshness counts from then. Bytes
    /// kept before it was recorded read as kept at `.distantPast`, with unlimited freshness, which
    /// never asks.
    public let timestamp: Date

    /// Bytes sent with nothing said about keeping them stand for their URL for as long as they are
    /// kept, as every image did before the cache read what its server said.
    public init(
        data: Data, validators: ResourceValidators? = nil, freshness: ResourceFreshness = .unlimited,
        timestamp: Date = .distantPast
    ) {
        self.data = data
        self.validators = validators
        self.freshness = freshness
        self.timestamp = timestamp
    }
}
