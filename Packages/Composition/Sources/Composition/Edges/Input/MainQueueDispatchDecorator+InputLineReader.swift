import FeedScreens
import ResourceLoading

extension MainQueueDispatchDecorator: InputLineReader where T == any InputLineReader {
    public func start(onEvent: @escaping @Sendable (InputEvent) -> Void) {
        decoratee.start { event in
            MainQueue.isCurrent ? onEvent(event) : MainQueue.hop { onEvent(event) }
        }
    }
}
