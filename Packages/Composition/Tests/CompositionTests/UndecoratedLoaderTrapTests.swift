import Dispatch
import FeedFeature
import FeedScreens
import FeedTextUI
import Foundation
import MainQueueTestSupport
import TestSupport
import Testing
import TextUITestSupport

@testable import Composition
@testable import ResourceLoading

/// The presentation adapter runs completions in `MainActor.assumeIsolated`, so a loader that
/// reaches the UI without `MainQueueDispatchDecorator` cannot corrupt it quietly: the process
/// stops at once, naming the broken assumption. Exit tests run each body in a child process.
struct UndecoratedLoaderTrapTests {
    @Test func undecoratedLoaderCompletingOffTheMainQueue_stopsTheProcess() async {
        let result = await #expect(processExitsWith: .failure) {
            await showFeed(decorated: false)
            // The completion reaches the adapter off the main queue here, and traps.
            BackgroundFeedLoader.queue.sync {}
            await nextMainQueueTurn()
        }

        // A Swift runtime trap: an illegal instruction on x86_64, a breakpoint trap on arm64.
        let trapped = [ExitStatus.signal(SIGILL), .signal(SIGTRAP)].contains { $0 == result?.exitStatus }
        #expect(trapped, "Expected a runtime trap, got \(String(describing: result?.exitStatus))")
    }

    @Test func decoratedLoaderCompletingOffTheMainQueue_rendersAndKeepsRunning() async {
        await #expect(processExitsWith: .exitCode(0)) {
            await showFeed(decorated: true)
            BackgroundFeedLoader.queue.sync {}
            await nextMainQueueTurn()
            let rendered = await MainActor.run { Screen.output.text.contains("Nothing here yet.") }
            exit(rendered ? 0 : 3)
        }
    }
}

@MainActor
private enum Screen {
    static let output = TextBuffer()
    static var current: ListScreen?
}

@MainActor
private func showFeed(decorated: Bool) {
    let loader: any FeedLoader =
        decorated
        ? MainQueueDispatchDecorator<any FeedLoader>(decoratee: BackgroundFeedLoader()) : BackgroundFeedLoader()
    let screen = FeedUIComposer.feedComposedWith(
        feedLoader: resourceLoad(loader),
        imageLoader: noImageLoads,
        renderer: TextScreenRenderer(output: Screen.output, style: .plain))
    screen.show()
    Screen.current = screen
}

private struct BackgroundFeedLoader: FeedLoader {
    /// A background queue of its own, so the test can wait for what it ran.
    static let queue = DispatchQueue(label: "test.feed-loader")

    func load(completion: @escaping @Sendable (FeedLoader.Result) -> Void) -> FeedLoaderRequest {
        Self.queue.async { completion(.success([])) }
        return NoCancel()
    }

    private struct NoCancel: FeedLoaderRequest {
        func cancel() {}
    }
}
