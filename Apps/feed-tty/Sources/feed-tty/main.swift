import Composition
import FeedAPI
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

private func exitWithUsageError(_ message: String) -> Never {
    FileHandle.standardError.write(Data("feed-tty: \(message)\n\(HelpText.usage)\n".utf8))
    exit(64)
}

let options: LaunchOptions
do {
    options = try LaunchOptionsParser.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    exitWithUsageError(error.message)
}

switch options.action {
case .showHelp:
    print(HelpText.help)
    exit(0)
case .showVersion:
    print(HelpText.version)
    exit(0)
case .run:
    break
}

let environment = ProcessInfo.processInfo.environment
let usesColor = !options.noColor && environment["NO_COLOR"] == nil && isatty(STDOUT_FILENO) == 1

let httpClient: any HTTPClient
if options.baseURL != nil {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = options.timeout
    configuration.timeoutIntervalForResource = options.timeout
    httpClient = URLSessionHTTPClient(session: URLSession(configuration: configuration))
} else {
    httpClient = FeedTTYComposer.makeDemoHTTPClient()
}

let app = FeedTTYComposer.makeApp(
    FeedTTYComposer.Configuration(
        baseURL: options.baseURL ?? FeedTTYComposer.demoBaseURL,
        httpClient: httpClient,
        isDemo: options.baseURL == nil,
        isInteractive: isatty(STDIN_FILENO) == 1,
        usesColor: usesColor,
        terminate: { status in exit(status) }
    )
)
app.start()
dispatchMain()
