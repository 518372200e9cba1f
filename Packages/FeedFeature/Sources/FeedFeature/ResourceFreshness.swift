import Foundation

/// How long a kept copy of a resource may be used without asking its server whether it changed, as
/// the response that brought it said (RFC 9111 §4.2), counted from when the server last sent or
/// confirmed it.
public enum ResourceFreshness: Equatable, Sendable {
    /// The response said nothing of it: the copy stands for as long as it is kept, as an image
    /// stands for its URL (the reference's rule).
    case unlimited
    /// Fresh for `lifetime` seconds (0 for `no-cache`: asked about before every use), then stale:
    /// asked about before it is used again. A stale copy may still be shown while its server cannot
    /// be asked, unless `mustRevalidate` (`no-cache`, `must-revalidate`: never shown unconfirmed;
    /// RFC 9111 §4.2.4).
    case limited(lifetime: TimeInterval, mustRevalidate: Bool)
}
