/// What the user asked for, independent of how it was spelled.
public enum Command: Equatable, Sendable {
    case refresh
    case more
    case comments(Int)
    case back
    case retry(Int)
    case help
    case quit
}
