import Foundation

/// Where the feed being shown came from: the network, just now, or the copy saved on this machine
/// at `savedAt`, shown because the network could not give one (`liveFailure`, when known, says
/// why: a server that could not be reached, or one that answered with an error). The user is told
/// which, so an offline copy never passes for the live feed.
public enum FeedOrigin: Equatable, Sendable {
    case network
    case cache(savedAt: Date, liveFailure: LoadFailure? = nil)
}
