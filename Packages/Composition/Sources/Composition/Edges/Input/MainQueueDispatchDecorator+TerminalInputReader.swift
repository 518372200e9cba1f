import FeedTextUI
import ResourceLoading

extension MainQueueDispatchDecorator: TerminalInputReader where T == any TerminalInputReader {
    public func start(onInput: @escaping @Sendable (TerminalInput) -> Void) {
        decoratee.start { input in
            MainQueue.isCurrent ? onInput(input) : MainQueue.hop { onInput(input) }
        }
    }
}
