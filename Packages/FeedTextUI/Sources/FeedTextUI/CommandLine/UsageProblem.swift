/// What can be wrong with the command line. The app exits with status 64 and this problem's
/// message (`CommandLineHelp.message(for:)`) followed by the usage line.
public enum UsageProblem: Error, Equatable, Sendable {
    case unknownOption(String)
    case missingValue(option: String)
    case invalidURL(String)
    case invalidTimeout(String)
    case invalidFormat(String)
    case invalidImages(String)
    case invalidImageRows(String)
    case unwritableLog(path: String)
    case conflictingOptions(String, String)
}
