extension ScreenNavigator {
    /// Acts on the screen in front as `command` asks. What concerns the app rather than its
    /// screens (`help`, `quit`, `interrupt`) is not done here.
    public func perform(_ command: Command) {
        switch command {
        case .refresh:
            current.refresh()
        case .more:
            current.loadMore()
        case let .comments(number):
            current.select(number: number)
        case .back:
            back()
        case let .retry(number):
            current.retry(number: number)
        case let .view(number):
            current.view(number: number)
        case let .open(number):
            current.open(number: number)
        case let .find(text):
            current.find(text)
        case .stopLoading:
            current.stopLoading()
        case .help, .quit, .interrupt, .watch, .unwatch:
            break
        }
    }
}
