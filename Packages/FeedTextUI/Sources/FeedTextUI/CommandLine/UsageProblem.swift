/// What can be wrong with the command line. The app exits with status 64 (EX_USAGE) and this
/// problem's message (`CommandLineHelp.message(for:)`) followed by the usage line.
public enum UsageProblem: Error, Equatable, Sendable {
    case unknownOption(String)
    case missingValue(option: String)
    case invalidURL(String)
    case invalidTimeout(String)
    case invalidWatchInterval(String)
    case invalidFormat(String)
    case invalidImages(String)
    case invalidImageRows(String)
    /// `--generate-completion-script` for a shell it has no script for.
    case invalidShell(String)
    /// A switch (`--no-color`) given a value that is not a yes or a no (`--no-color=maybe`).
    case invalidSwitchValue(option: String, value: String)
    case unwritableLog(path: String)
    /// `--config FILE` names a file that is missing or cannot be read: unlike the default file,
    /// which may well not exist, a file asked for by name must.
    case unreadableConfigFile(path: String, reason: String)
    case conflictingOptions(String, String)
}
