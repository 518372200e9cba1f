import FeedFeature
import Foundation

/// A server's answer to a request for an image, which may have named a kept copy (`If-None-Match`),
/// with what a private cache needs of its head (RFC 9111): the bytes, or that the kept copy is
/// current (`304`); the validators that name this version; how long it stays fresh; and whether it
/// may be kept at all.
public struct ImageDataAnswer: Equatable, Sendable {
    /// The image's bytes; nil for `304 Not Modified`: the kept copy the request named is current.
    public let data: Data?
    public let validators: ResourceValidators?
    /// Nil when the answer said nothing of freshness: a new image then stands for its URL, and a
    /// confirmed copy keeps the terms it was kept with.
    public let freshness: ResourceFreshness?
    /// False for `no-store`: the bytes may be shown, never written to disk.
    public let mayBeStored: Bool

    public init(data: Data?, validators: ResourceValidators?, freshness: ResourceFreshness?, mayBeStored: Bool) {
        self.data = data
        self.validators = validators
        self.freshness = freshness
        self.mayBeStored = mayBeStored
    }
}
