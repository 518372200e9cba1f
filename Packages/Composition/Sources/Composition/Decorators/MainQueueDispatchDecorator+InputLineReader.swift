import FeedScreens

extension MainQueueDispatchDecorator: InputLineReader where T == any InputLineReader {
    func start(onEvent: @escaping @Sendable (InputEvent) -> Void) {
        decoratee.start { event in
            MainQueue.deliver(event, to: onEvent)
        }
    }
}
