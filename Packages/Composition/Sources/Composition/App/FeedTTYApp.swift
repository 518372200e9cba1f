import FeedTextUI

/// The running app: the feed screen, the command loop and the input that drives them. It owns
/// them for as long as the process runs and decides the exit status when the user quits.
@MainActor
public final class FeedTTYApp {
    private let banner: [String]
    private let output: TextOutput
    private let feedScreen: ListScreen
    private let input: InputLineReader
    private let isInteractive: Bool
    private let terminate: (Int32) -> Void
    private let lastFeedLoad: LoadOutcomeRecorder
    private var commandLoop: CommandLoop?

    init(
        banner: [String],
        output: TextOutput,
        feedScreen: ListScreen,
        lastFeedLoad: LoadOutcomeRecorder,
        input: InputLineReader,
        isInteractive: Bool,
        terminate: @escaping (Int32) -> Void
    ) {
        self.banner = banner
        self.output = output
        self.feedScreen = feedScreen
        self.lastFeedLoad = lastFeedLoad
        self.input = input
        self.isInteractive = isInteractive
        self.terminate = terminate
    }

    func attach(_ commandLoop: CommandLoop) {
        self.commandLoop = commandLoop
    }

    public func start() {
        banner.forEach(output.writeLine)
        feedScreen.show()
        commandLoop?.start()
        input.start { [weak self] event in
            MainActor.assumeIsolated {
                self?.commandLoop?.receive(event)
            }
        }
    }

    func perform(_ command: Command) {
        switch command {
        case .refresh:
            feedScreen.refresh()
        case let .retry(number):
            feedScreen.retry(number: number)
        case .help:
            break
        case .quit:
            quit()
        }
    }

    /// A script learns from the exit status whether it got a feed; a person at a terminal has
    /// already read the error, so quitting is then a success.
    private func quit() {
        feedScreen.hide()
        terminate(!isInteractive && lastFeedLoad.failed ? 1 : 0)
    }
}
