import Foundation

/// Where the feed being shown came from: the network, just now, or the copy saved on this machine
/// at `savedAt`, shown because the network could not give one. The user is told which, so an
/// offline copy never passes for the live feed.
public enum FeedOrigin: Equatable, Sendable {
    case network
    case cache(savedAt: Date)
}
