import Foundation

/// Makes a `RemoteLoader` for each URL, for resources whose URL comes with each load rather than
/// with the loader: image data, whose URLs the feed names. Chosen over a `load(from:)` variant of
/// `RemoteLoader` so that a `RemoteLoader` always has the one URL it loads, never a URL it ignores,
/// and every rule of a load (error mapping, cancelling, lifetime) stays written once, there.
///
/// The loaders it makes live only as long as it takes to start their load, so they share the
/// factory's lifetime instead of having their own: as with any remote loader, a load delivers
/// while its loader (here, the factory) exists, and nothing once it is gone.
public final class RemoteLoaderFactory<Resource: Sendable> {
    private let client: any HTTPClient
    private let makeReader: RemoteLoader<Resource>.ReaderFactory
    private let lifetime = RemoteLoader<Resource>.Lifetime()

    init(client: any HTTPClient, mapper: @escaping RemoteLoader<Resource>.Mapper) {
        self.client = client
        makeReader = RemoteLoader.readingWhole(with: mapper)
    }

    /// A loader for `url` whose request carries `headerFields` (a conditional GET's validators).
    func makeLoader(for url: URL, headerFields: [String: String] = [:]) -> RemoteLoader<Resource> {
        RemoteLoader(url: url, headerFields: headerFields, client: client, reading: makeReader, lifetime: lifetime)
    }
}
