/// What the user asked for, independent of how it was spelled.
public enum Command: Equatable, Sendable {
    case refresh
    case more
    case comments(Int)
    case back
    case retry(Int)
    /// Item N's picture as large as the terminal allows, under what is on the screen.
    case view(Int)
    /// Item N's image handed to the browser.
    case open(Int)
    /// The numbers of the loaded items whose text mentions the given text.
    case find(String)
    /// Check the feed by itself from now on, or stop.
    case watch
    case unwatch
    case help
    case quit
    /// Stop whatever is loading (Ctrl-C on an empty line while something loads).
    case stopLoading
    /// Leave as on `quit`, as interrupted (Ctrl-C on an empty line with nothing loading).
    case interrupt
}
