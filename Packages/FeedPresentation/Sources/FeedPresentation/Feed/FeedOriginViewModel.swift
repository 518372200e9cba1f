/// What a feed screen says about where its feed came from: nothing for a live feed; for the
/// offline copy, a line that says so.
public enum FeedOriginViewModel: Equatable, Sendable {
    case live
    case offline(OfflineFeedViewModel)
}
