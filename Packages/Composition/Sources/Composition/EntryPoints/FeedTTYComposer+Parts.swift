import FeedScreens
import FeedTextUI
import ResourceLoading

extension FeedTTYComposer {
    /// How long a list at a terminal holds an item whose picture is still loading: a thumbnail from
    /// a near server comes within it, and about a second is as long as a person waits without
    /// losing the thread. Then the item is shown with rows kept for its picture, which is drawn
    /// there when it comes; the list goes on only as far as the screen keeps those rows, for at
    /// most `ListScreen.maxRoomWaits` such holds.
    static let itemHoldSeconds = 0.75

    /// A person gets each item with its picture when it comes quickly, and the text without waiting
    /// long when it does not; a script gets every item with its image's outcome, whatever the timing,
    /// and so does a person at a terminal that keeps no prompt line (`TERM=dumb`): what it prints
    /// cannot be taken back, so a late image's line would come apart, in arrival order.
    static func makeFeedScreen(
        _ configuration: Configuration, loads: FeedLoads, front: FrontComposer.ComposedFront,
        composer: @escaping @MainActor () -> FeedTTYComposer?
    ) -> ListScreen {
        let screen = FeedUIComposer.feedComposedWith(
            feedLoad: loads.makeFirstPageLoad(), makeThumbnailLoad: loads.makeThumbnailLoad,
            selection: { composer()?.showComments(for: $0, itemNumber: $1) },
            viewing: { composer()?.showPicture(of: $0, itemNumber: $1, listCount: $2) },
            currentDate: loads.currentDate,
            isNew: { [firstPage = loads.firstPage] in firstPage.isNewSinceLastRun($0.id) },
            firstItems: loads.firstItems,
            holdTimer: configuration.isInteractive && front.keepsPromptShown
                ? RestartableTimer(seconds: itemHoldSeconds, scheduler: configuration.scheduler) : nil,
            space: front.space, server: configuration.serverName, renderer: front.renderer)
        screen.onOpen = { composer()?.openInBrowser($0, itemNumber: $1) }
        return screen
    }

    /// The front's input (delivered on the main queue): a script's end of input arms its last
    /// deadline, which waits on while images keep being answered. It bounds the images, which wait
    /// for a turn before they are sent; the feed, its pages and comments are each under a deadline
    /// of their own from when they are sent, and say so when it passes.
    static func makeInput(
        _ input: any InputLineReader, _ configuration: Configuration, loads: FeedLoads
    ) -> any InputLineReader {
        let deadline = configuration.requestTimeout.flatMap { timeout in
            configuration.isInteractive
                ? nil
                : EndOfInputDeadline(
                    seconds: timeout, trackers: [loads.imageActivity], answers: loads.imageAnswers,
                    scheduler: loads.scheduler)
        }
        // A watch outlives its input: nothing it loads is cut short when the input ends.
        let arm = MainQueue.onMainActor { [loads] (_: InputEvent) in if !loads.watch.isOn { deadline?.arm() } }
        return EndOfInputObservingReader(reader: input, onEndOfInput: { arm(.endOfInput) })
    }
}
