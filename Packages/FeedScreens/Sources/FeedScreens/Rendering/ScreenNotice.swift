/// A short answer to something the user did that needs no screen of its own.
public enum ScreenNotice: Equatable {
    /// The app shows its built-in demo feed.
    case demoFeed
    case alreadyLoading
    case noMoreItems
    /// `more` on a screen whose list comes whole.
    case singlePage
    /// Loads were stopped at the user's request.
    case stoppedLoading
    case alreadyAtRoot
    /// `back` to a list whose first `itemsAbove` items are on the screen above, not printed again.
    case backToList(title: String, itemsAbove: Int)
    case nothingToRetry(item: Int)
    case nothingToOpen(item: Int)
    /// `view N` on an item without a picture to show (a comment).
    case nothingToView(item: Int)
    /// An item number was given while the list has no items.
    case noItems
    case noSuchItem(Int, itemCount: Int)
    /// With the full name of the command it most likely meant, if one is close.
    case unknownCommand(String, suggestion: String? = nil)
    case missingNumber(command: String)
    /// `open N`: item N's image was handed to the browser.
    case openedInBrowser(item: Int)
    /// `open N` with nothing to open the image with (no `BROWSER`, no `xdg-open`).
    case noBrowser
    /// `open N` on an image whose address is not a web page's (`http`, `https`): not handed on.
    case notAWebAddress(item: Int)
    /// `find` without the text to look for.
    case missingText(command: String)
    /// `find TEXT`: the numbers of the items that mention it, in order (none, perhaps).
    case found(String, numbers: [Int])
    case lineTooLong(limit: Int)
    /// `watch`: the feed is checked by itself, every `intervalSeconds` at most as often (the
    /// server may ask for longer).
    case watching(intervalSeconds: Int)
    /// `unwatch`, or `watch` again: the feed is checked only when asked.
    case notWatching
    /// Item N, opened or viewed, is no longer listed by the server: what was saved of it is shown.
    case noLongerListed(item: Int)
}
