/// What the user asked for, independent of how it was spelled.
public enum Command: Equatable, Sendable {
    case refresh
    case help
    case quit
}
