import FeedScreens
import Foundation

extension FeedTTYComposer {
    /// `open N`: the image's address to the browser when it is a web page's (`http`, `https`),
    /// never anything else a browser would also run or read (`file:`, `javascript:`), then one
    /// line saying what became of it.
    func openInBrowser(_ address: String, itemNumber: Int) {
        let notice: ScreenNotice
        if let url = URL(string: address), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme) {
            notice = configuration.browser?.open(url) == true ? .openedInBrowser(item: itemNumber) : .noBrowser
        } else {
            notice = .notAWebAddress(item: itemNumber)
        }
        front.renderer.render(.notice(notice))
    }
}
