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

// The command line over FEED_TTY_URL over the configuration file. A usage or configuration error,
// --help and --version end the process here.
let options = LaunchCommand.options(arguments: Array(CommandLine.arguments.dropFirst()), environment: environment)

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
    LaunchExit.usage(.unwritableLog(path: options.logPath ?? ""))
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
        var configuration = SocketHTTPClient.Configuration(
            timeout: options.timeout, maximumResponseSize: maximumResponseSize)
        // `--url https://user:password@…`: for that origin only, never in a URL that is logged.
        configuration.credentials = options.baseURL.flatMap(OriginCredentials.init(url:))
        return FeedTTYComposer.makeHTTPClient(performing: SocketHTTPClient(configuration: configuration))
    #endif
}

/// The built-in demo, with no `--url`: fixtures served in-process, off the main queue as the
/// network is.
private func demoClient() -> any HTTPClient {
    FeedTTYComposer.makeHTTPClient(performing: FeedDemo.makeClient())
}

// A proxy variable that names no proxy the transport can use is refused at once: going direct
// could send the user around a proxy they rely on (a Tor user's socks5h).
#if !canImport(Darwin)
    if options.baseURL != nil, let problem = SocketHTTPClient.proxyProblems(in: environment).first {
        LaunchExit.configuration(.unusableProxy(variable: problem.variable, value: problem.value))
    }
#endif

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
    return .onDisk(for: baseURL.withoutUserInfo, in: root)
}

/// The terminal taken for the line editor (raw mode, pastes marked) when a person types at a
/// terminal that can take its escapes (not `TERM=dumb`) and reads the text front; else nil.
private func takeTerminalForLineEditor(rawMode: RawTerminalMode?) -> LineEditorTerminalMode? {
    guard let rawMode, let promptTerminal, options.front == .text, environment["TERM"] != "dumb" else { return nil }
    let mode = LineEditorTerminalMode(rawMode: rawMode, display: promptTerminal.fileDescriptor)
    return mode.take() ? mode : nil
}

/// The line editor, with the history of earlier runs, on the terminal taken for it; else lines as
/// they come. Either way the prompt goes where the person is (`PromptTerminal`): among the output
/// when standard output is their terminal; else (`feed-tty > out.txt`) to the terminal alone, the
/// editor's redraws and escapes too, at the terminal's width, and standard output gets only the
/// screens' lines.
@MainActor
private func input(lineEditorMode: LineEditorTerminalMode?) -> FeedTTYComposer.Input {
    let separateTerminal = promptTerminal.flatMap { $0.isStandardOutput ? nil : $0.fileDescriptor }
    guard let lineEditorMode else {
        return .lines(
            StandardInputLineReader(), promptTerminal: separateTerminal.map(TerminalDeviceOutput.init(fileDescriptor:)))
    }
    let historyFile = HistoryFile(environment: environment)
    return .terminal(
        LineEditingTerminal(
            reader: terminalGraphics.keyReader(decorating: StandardInputKeyReader()),
            history: historyFile?.load() ?? CommandHistory(),
            saveHistory: { history in try? historyFile?.save(history) },
            display: separateTerminal.map { terminal in
                LineEditingTerminal.Display(
                    output: TerminalDeviceOutput(fileDescriptor: terminal),
                    columns: {
                        TerminalSettings.columns(
                            environment: environment, terminalColumns: TerminalSettings.terminalColumns(of: terminal))
                    })
            },
            suspend: lineEditorMode.suspend))
}

let rawMode = RawTerminalMode(fileDescriptor: STDIN_FILENO)
let usesColor = TerminalSettings.usesColor(
    noColorOption: options.noColor, environment: environment, isTerminal: isatty(STDOUT_FILENO) == 1)
// Asked before the line editor reads a key, so that every answer is read here.
let terminalGraphics = TerminalGraphicsDetector.detect(
    options.images, front: options.front, environment: environment, isColorTerminal: usesColor, terminal: rawMode)
let promptTerminal = PromptTerminal(typingAt: STDIN_FILENO)
let lineEditorMode = takeTerminalForLineEditor(rawMode: rawMode)
let appInput = input(lineEditorMode: lineEditorMode)

/// The terminal as the shell had it, put back on every way out: quit, Ctrl-D, Ctrl-C, a signal,
/// and the forced exit after one that the app did not act on in time. Only a `write` and a
/// `tcsetattr`, both safe on that last path.
let restoreTerminal: @Sendable () -> Void = { lineEditorMode?.giveBack() }
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
