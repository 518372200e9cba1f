import Foundation

/// The offline copy of the feed is on screen: `message` says so and how old it is, in the user's
/// language ("Offline — showing the feed saved 2 hours ago"); `savedAt` is when it was saved, for
/// a front that shows the time itself (a program reading JSON).
public struct OfflineFeedViewModel: Equatable, Sendable {
    public let message: String
    public let savedAt: Date

    public init(message: String, savedAt: Date) {
        self.message = message
        self.savedAt = savedAt
    }
}
