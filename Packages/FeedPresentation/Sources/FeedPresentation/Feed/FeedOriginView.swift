/// A feed screen, told where each feed it is about to show came from, so it can say it is the
/// offline copy (and stop saying so once a live feed replaces it).
public protocol FeedOriginView {
    func display(_ viewModel: FeedOriginViewModel)
}
