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
