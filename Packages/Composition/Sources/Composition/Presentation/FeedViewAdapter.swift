import FeedFeature
import FeedPresentation
import FeedScreens
import Foundation
import ResourceLoading

/// Turns pages of the feed into the list screen's entries: where the page came from (aged by
/// `currentDate`, so an offline copy is named before its items), the run's one `FeedList` of the
/// images, and a footer that loads the next page. Every page, and every check of the first page
/// (a refresh, a watch), grows that list with the images it does not hold yet, so an item keeps its
/// number for the whole run and an image already loaded is not loaded again. A check says what it
/// found (`displayChecked`); a check that could only find the offline copy says so, and the list
/// stays. A first page's first items are shown as they arrive (`displayArriving`), and the page
/// completes them when it comes (or, if it failed, the offline copy it fell back to).
@MainActor
final class FeedViewAdapter: @preconcurrency ResourceView, @preconcurrency ResourceErrorView {
    typealias ResourceViewModel = FeedPage

    private weak var screen: ListScreen?
    let currentDate: () -> Date
    /// Named when a page fails to connect.
    let server: String?
    let list: FeedList
    /// A next page's adapter: its page is the list's next page, not a check.
    private let isNextPage: Bool
    /// Set while the list shown is the offline copy, which has no next page: a check that reaches
    /// the network then brings the live paging with it.
    private var showsOfflineCopy = false
    /// Set while the list holds the first items of a first page still arriving.
    private var showsArrivingItems = false

    init(
        screen: ListScreen, currentDate: @escaping () -> Date, server: String? = nil, list: FeedList,
        isNextPage: Bool = false
    ) {
        self.screen = screen
        self.currentDate = currentDate
        self.server = server
        self.list = list
        self.isNextPage = isNextPage
    }

    /// The first items of the first page, as they arrive, before the page is whole: shown at once
    /// while the screen's load is on and the list has nothing else (a first look, not a check).
    func displayArriving(_ items: [FeedImage]) {
        guard let screen, screen.isLoading, !isNextPage, showsArrivingItems || list.count == 0 else { return }
        if !showsArrivingItems {
            showsArrivingItems = true
            screen.display(FeedOriginViewModel.live)
        }
        list.append(arriving: items)
        screen.display(list, footer: nil)
    }

    /// Every load starts by clearing the error, and one that fails ends with it: either way no page
    /// is arriving any more.
    func display(_ viewModel: ResourceErrorViewModel) {
        showsArrivingItems = false
        screen?.display(viewModel)
    }

    func display(_ page: FeedPage) {
        guard let screen else { return }
        let completesAFirstLook = showsArrivingItems
        showsArrivingItems = false
        if completesAFirstLook, page.origin == .network, list.complete(arrivedPage: page.images.items) {
            return screen.display(list, footer: footer(loadingMoreOf: page.images, on: screen))
        }
        let origin = FeedOriginPresenter.map(page.origin, currentDate: currentDate())
        let isOffline = if case .offline = origin { true } else { false }
        // A first look that fell back to the offline copy: named, its other items numbered on.
        guard list.count > 0, !completesAFirstLook, !isNextPage else {
            showsOfflineCopy = isOffline
            screen.display(origin)
            list.append(newOf: page.images.items)
            return screen.display(list, footer: footer(loadingMoreOf: page.images, on: screen))
        }
        if case let .offline(offline) = origin {
            return screen.displayCheckFailed(offline)
        }
        screen.display(origin)
        let newItems = list.append(newOf: page.images.items)
        let livePaging = showsOfflineCopy ? footer(loadingMoreOf: page.images, on: screen) : nil
        showsOfflineCopy = false
        screen.displayChecked(list, newItems: newItems, checkedAt: currentDate(), footer: livePaging)
    }
}
