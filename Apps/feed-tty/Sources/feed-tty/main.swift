import Composition
import FeedTextUI
import Foundation

// First of all, before anything opens a file.
StandardDescriptors.keepOpen()
let environment = ProcessInfo.processInfo.environment

// Parse: the command line over FEED_TTY_URL over the configuration file. A usage or configuration
// error, --help and --version end the process here.
let options = LaunchCommand.options(arguments: Array(CommandLine.arguments.dropFirst()), environment: environment)

// Choose the infrastructure (Infrastructure/). What can still end the run with a usage or
// configuration error (the log file, a proxy variable) comes before the terminal is touched.
let log = LoadLog.chosen(for: options)
let source = FeedSource.chosen(for: options, environment: environment)
let cache = FeedTTYComposer.Cache.chosen(for: options, environment: environment)
let streams = StandardStreams.ask()
let style = OutputStyle.chosen(for: options, streams: streams, environment: environment)
let terminal = RawTerminalMode(fileDescriptor: STDIN_FILENO)
let pictures = TerminalPictures.chosen(
    for: options, terminal: terminal, streams: streams, style: style, environment: environment)
let commands = CommandInput.chosen(for: options, terminal: terminal, pictures: pictures, environment: environment)
let processExit = ProcessExit(restoring: commands.lineEditorMode)

// Compose.
let composer = FeedTTYComposer(
    FeedTTYComposer.Configuration(
        baseURL: source.baseURL,
        httpClient: source.client,
        imageHTTPClient: source.imageClient,
        requestTimeout: options.timeout,
        isDemo: source.isDemo,
        front: options.front,
        isInteractive: streams.inputIsTerminal,
        usesColor: style.usesColor,
        usesLinks: style.usesLinks,
        columns: style.columns,
        rows: style.rows,
        cache: cache,
        thumbnails: pictures.thumbnails,
        log: log,
        browser: ExternalBrowserLauncher(environment: environment),
        signals: processExit.signals,
        terminate: processExit.terminate,
        watches: options.watch,
        watchInterval: options.watchInterval
    ),
    input: commands.input,
    output: StandardOutput()
)

// Run: the line editor's terminal marks pastes from now on, and the main queue runs the app.
commands.lineEditorMode?.markPastes()
composer.start()
dispatchMain()
