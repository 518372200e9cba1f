extension MainQueueDispatchDecorator: TerminalInputReader where T == any TerminalInputReader {
    func start(onInput: @escaping @Sendable (TerminalInput) -> Void) {
        decoratee.start { input in
            MainQueue.deliver(input, to: onInput)
        }
    }
}
