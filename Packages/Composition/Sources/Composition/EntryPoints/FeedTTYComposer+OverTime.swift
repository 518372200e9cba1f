import FeedFeature
import FeedScreens

/// The app over time: the watch turned on and off, its checks, items the server stopped listing
/// (which keep their number and say so when opened), and the signals that end it.
extension FeedTTYComposer {
    /// Ctrl-C or a termination request (`TerminationSignals`): the app leaves as on `quit`.
    func interrupt(exitStatus: Int32) { session.interrupt(exitStatus: exitStatus) }

    /// `watch`, `unwatch`, `--watch`: said in one line either way.
    func setWatching(_ isOn: Bool) {
        if isOn { loads.watch.start() } else { loads.watch.stop() }
        front.renderer.render(.notice(isOn ? .watching(intervalSeconds: Int(loads.watch.interval)) : .notWatching))
    }

    /// The watch's check, as `refresh` makes it, while the feed is in front; what it finds is shown
    /// at once, under the feed.
    func checkTheFeed() {
        guard navigator.current === feedScreen else { return loads.watch.postpone() }
        feedScreen.refresh()
    }

    /// An item keeps its number and what was saved of it when the server stops listing it; opened,
    /// it says so.
    func sayIfNoLongerListed(_ image: FeedImage, itemNumber: Int) {
        if loads.firstPage.noLongerListed.contains(image.id) {
            front.renderer.render(.notice(.noLongerListed(item: itemNumber)))
        }
    }
}
