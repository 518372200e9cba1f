import Composition
import FeedAPI
import FeedDemo
import FeedTextUI
import Foundation
import HTTPTransport

#if canImport(Darwin)
    import URLSessionHTTP
#endif

// First of all, before anything opens a file.
StandardDescriptors.keepOpen()

private let environment = ProcessInfo.processInfo.environment
private let arguments = Array(CommandLine.arguments.dropFirst())

private func exitWithUsageError(_ problem: UsageProblem) -> Never {
    StandardError.write("feed-tty: \(CommandLineHelp.message(for: problem))\n\(CommandLineHelp.usage())\n")
    exit(64)
}

/// The `--lang` value as given, even on a command line with errors, so they can be told in it.
private func languageArgument() -> String? {
    guard let index = arguments.lastIndex(where: { $0 == "--lang" || $0.hasPrefix("--lang=") }) else { return nil }
    if arguments[index].hasPrefix("--lang=") { return String(arguments[index].dropFirst("--lang=".count)) }
    return arguments.indices.contains(index + 1) ? arguments[index + 1] : nil
}

FeedTTYComposer.useLanguage(matching: [
    languageArgument(), environment["LC_ALL"], environment["LC_MESSAGES"], environment["LANG"],
])

let options: LaunchOptions
do {
    options = try LaunchOptionsParser.parse(arguments)
} catch {
    exitWithUsageError(error)
}

// An explicit `--lang` with no translation is told, once; a locale variable naming one is not: it
// speaks to every program on the system, and most have no translation for most languages.
if let notice = options.language.flatMap(CommandLineHelp.unsupportedLanguageNotice(for:)) {
    StandardError.write("feed-tty: \(notice)\n")
}

switch options.action {
case .showHelp:
    // Wrapped like everything else, to the terminal's width.
    let columns = TerminalSettings.columns(
        environment: environment, terminalColumns: TerminalSettings.terminalColumns(of: STDOUT_FILENO))
    LineWrappingOutput(wrapping: StandardOutput(), width: columns).write(CommandLineHelp.help(width: columns) + "\n")
    exit(0)
case .showVersion:
    print(HelpText.version)
    exit(0)
case .run:
    break
}

/// The run goes on when its log cannot be written (a full disk); the user hears of it once.
private func reportLogWriteFailure(path: String, error: Error) {
    StandardError.write("feed-tty: \(CommandLineHelp.logWriteFailure(path: path, reason: error.systemReason))\n")
}

let log: LoadLog?
do {
    log = try options.logPath.map { path in
        try LoadLog(
            appendingTo: URL(fileURLWithPath: path),
            onWriteFailure: { error in reportLogWriteFailure(path: path, error: error) })
    }
} catch {
    exitWithUsageError(.unwritableLog(path: options.logPath ?? ""))
}

/// A client for the network whose responses over `maximumResponseSize` bytes are invalid data,
/// found out without reading them whole: a hostile server cannot fill the memory or hang a run
/// past `--timeout`. On Apple platforms URLSession; elsewhere (Linux) feed-tty's own transport:
/// URLSession there can neither pause a transfer nor cancel one safely, and would link libcurl.
private func networkClient(maximumResponseSize: Int) -> any HTTPClient {
    #if canImport(Darwin)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = options.timeout
        configuration.timeoutIntervalForResource = options.timeout
        return URLSessionHTTPClient(configuration: configuration, maximumResponseSize: maximumResponseSize)
    #else
        let transport = SocketHTTPClient(
            configuration: .init(timeout: options.timeout, maximumResponseSize: maximumResponseSize))
        return FeedTTYComposer.makeHTTPClient(performing: transport)
    #endif
}

/// The built-in demo, with no `--url`: fixtures served in-process, off the main queue as the
/// network is.
private func demoClient() -> any HTTPClient {
    FeedTTYComposer.makeHTTPClient(performing: FeedDemo.makeClient())
}

private let megabyte = 1024 * 1024
/// A feed page may be large (long descriptions, big pages); an image is only ever a thumbnail, and
/// six of them may download at once.
let httpClient = options.baseURL == nil ? demoClient() : networkClient(maximumResponseSize: 32 * megabyte)
let imageHTTPClient = options.baseURL == nil ? httpClient : networkClient(maximumResponseSize: 8 * megabyte)

/// The demo keeps nothing on disk unless asked to; a real feed is cached unless asked not to.
@MainActor
private func cache(for baseURL: URL?) -> FeedTTYComposer.Cache? {
    guard !options.noCache, let baseURL = baseURL ?? options.cacheDirectory.map({ _ in FeedDemo.baseURL })
    else { return nil }
    let root =
        options.cacheDirectory.map { URL(fileURLWithPath: $0) } ?? CacheDirectory.defaultRoot(environment: environment)
    return .onDisk(for: baseURL, in: root)
}

/// The line editor, with the history of earlier runs, when a person types at a terminal that can
/// take its escapes (not `TERM=dumb`) and reads the text front there; else lines as they come.
@MainActor
private func input(rawMode: RawTerminalMode?) -> FeedTTYComposer.Input {
    guard let rawMode, options.front == .text, environment["TERM"] != "dumb", isatty(STDOUT_FILENO) == 1,
        rawMode.enter()
    else { return .lines(StandardInputLineReader()) }
    // Pastes arrive marked, so a pasted text with line breaks is one line to edit, not commands.
    StandardOutput().write("\u{1B}[?2004h")
    let historyFile = HistoryFile(environment: environment)
    return .terminal(
        LineEditingTerminal(
            reader: terminalGraphics.keyReader(decorating: StandardInputKeyReader()),
            history: historyFile?.load() ?? CommandHistory(),
            saveHistory: { history in try? historyFile?.save(history) }))
}

let rawMode = RawTerminalMode(fileDescriptor: STDIN_FILENO)
let usesColor = TerminalSettings.usesColor(
    noColorOption: options.noColor, environment: environment, isTerminal: isatty(STDOUT_FILENO) == 1)
// Asked before the line editor reads a key, so that every answer is read here.
let terminalGraphics = TerminalGraphicsDetector.detect(
    options.images, front: options.front, environment: environment, isColorTerminal: usesColor, terminal: rawMode)
let appInput = input(rawMode: rawMode)
let isLineEditing = if case .terminal = appInput { true } else { false }

/// The terminal as the shell had it, put back on every way out: quit, Ctrl-D, Ctrl-C, a signal,
/// and the forced exit after one that the app did not act on in time. Only a `write` and a
/// `tcsetattr`, both safe on that last path.
let restoreTerminal: @Sendable () -> Void = {
    guard isLineEditing else { return }
    let pasteOff: [UInt8] = Array("\u{1B}[?2004l".utf8)
    _ = pasteOff.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    rawMode?.restore()
}
let terminalColumns = {
    TerminalSettings.columns(
        environment: environment, terminalColumns: TerminalSettings.terminalColumns(of: STDOUT_FILENO))
}

let app = FeedTTYComposer.makeApp(
    FeedTTYComposer.Configuration(
        baseURL: options.baseURL ?? FeedDemo.baseURL,
        httpClient: httpClient,
        imageHTTPClient: imageHTTPClient,
        requestTimeout: options.timeout,
        isDemo: options.baseURL == nil,
        front: options.front,
        isInteractive: isatty(STDIN_FILENO) == 1,
        usesColor: usesColor,
        columns: isatty(STDOUT_FILENO) == 1 ? terminalColumns : { [columns = terminalColumns()] in columns },
        cache: cache(for: options.baseURL),
        thumbnails: options.front == .json
            ? nil
            : ThumbnailSettings.thumbnails(
                options.images, rows: options.imageRows, environment: environment, isColorTerminal: usesColor,
                capabilities: terminalGraphics.capabilities),
        log: log,
        signals: SignalWatcher(
            gracePeriod: .seconds(1),
            forceExit: { status in
                restoreTerminal()
                _exit(status)
            }),
        terminate: { status in
            restoreTerminal()
            exit(status)
        }
    ),
    input: appInput,
    output: StandardOutput()
)
app.start()
dispatchMain()
