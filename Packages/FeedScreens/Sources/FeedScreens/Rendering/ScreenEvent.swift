import FeedPresentation
import Foundation

/// One thing for a front to show, in the order it happened.
public enum ScreenEvent: Equatable {
    /// A screen appears: to load its content, or to show again what it has.
    case title(String)
    case loading
    /// The screen's load failed; refreshing may help.
    case loadFailed(ResourceErrorViewModel)
    /// The list about to be shown is the copy saved for offline use, not a live one: reported
    /// after the title, before the items, each time the list is shown whole.
    case offlineFeed(OfflineFeedViewModel)
    /// Items of the list, shown for the first time; `listCount` is how many the list has in all,
    /// so numbers can be aligned.
    case items([ListItem], listCount: Int)
    case emptyList
    /// The end of the list: whether a next page can be loaded.
    case listEnd(hasMore: Bool)
    /// An item already shown has changed (its image settled).
    case itemChanged(ListItem, listCount: Int)
    /// `view N`: the item's picture at the terminal's size, loading or as it settled; shown
    /// under what is on the screen, which stays as it was.
    case itemView(ListItem, listCount: Int)
    /// A list that keeps its numbers was checked again at `checkedAt` (a refresh, a watch): how
    /// many items it found that were not on it. Said before the new items, which follow as `items`.
    case checked(newItems: Int, checkedAt: Date)
    case loadingMore
    case loadMoreFailed(ResourceErrorViewModel)
    case notice(ScreenNotice)
    case help
    /// Input is possible now, on the screen named `screen` (nil: the feed).
    case prompt(screen: String?)
    /// The user interrupted the app (Ctrl-C), which ends now.
    case interrupted
}
