/// What the user asked for, independent of how it was spelled.
public enum Command: Equatable, Sendable {
    case refresh
    case retry(Int)
    case help
    case quit
}
