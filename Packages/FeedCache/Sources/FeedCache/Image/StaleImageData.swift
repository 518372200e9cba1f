import FeedFeature
import Foundation

/// Image bytes kept past their freshness: their server must be asked whether they changed before
/// they are shown, with their validators (a `304` confirms them), or they may be shown while it
/// cannot be asked, when `mayBeShownUnconfirmed`.
public struct StaleImageData: Equatable, Sendable {
    public let data: Data
    public let validators: ResourceValidators?
    /// False for bytes sent with `no-cache` or `must-revalidate`: a cache must not show them unless
    /// their server confirmed them (RFC 9111 §4.2.4), not even when it cannot be reached.
    public let mayBeShownUnconfirmed: Bool

    public init(data: Data, validators: ResourceValidators?, mayBeShownUnconfirmed: Bool) {
        self.data = data
        self.validators = validators
        self.mayBeShownUnconfirmed = mayBeShownUnconfirmed
    }
}
