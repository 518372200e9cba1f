/// What can be wrong with one line of the configuration file (`ConfigurationProblem.badLine`).
public enum ConfigFileLineProblem: Equatable, Sendable {
    /// Neither `key = value`, a comment nor a blank line.
    case notKeyValue
    /// Not UTF-8, or holding control characters: a binary file, or not the file meant.
    case notText
    /// With the setting it most likely meant, when one is close (`colour`: `no-color`).
    case unknownKey(String, suggestion: String? = nil)
    /// The key was set before, on `firstLine`: which one was meant cannot be told.
    case duplicateKey(String, firstLine: Int)
    /// A value the same option would refuse on the command line, with the same message.
    case invalidValue(UsageProblem)
}
