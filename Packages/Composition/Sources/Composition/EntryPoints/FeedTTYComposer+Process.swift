import FeedAPI
import FeedPresentation

/// What `main.swift` asks of the composition before it makes the app: the language, and clients
/// for the transports it chose.
extension FeedTTYComposer {
    /// Chooses the language for everything the app says: the first of `identifiers` that is set
    /// (`--lang`, `LC_ALL`, `LC_MESSAGES`, `LANG`) names it; anything unsupported means English.
    public static func useLanguage(matching identifiers: [String?]) {
        Localization.use(Localization.language(matching: identifiers))
    }

    /// A client for the loaders that performs each request of `transport`, which blocks its
    /// caller, on a background queue.
    public nonisolated static func makeHTTPClient(performing transport: any BlockingHTTPClient) -> any HTTPClient {
        BackgroundQueueHTTPClientAdapter(transport)
    }
}

/// Where requests to end the app come from (Ctrl-C, SIGTERM): infrastructure the process chooses.
/// The app then leaves as on `quit`, with the exit status the request carries.
public protocol TerminationSignals: AnyObject {
    /// Starts listening; `onSignal` gets the exit status on the main queue.
    func start(onSignal: @escaping @MainActor (_ exitStatus: Int32) -> Void)
}
