import FeedFeature
import Foundation

/// Loads one resource over HTTP and maps it: the one remote loader. The feed and an image's comments
/// are its conditional conformances; image data, whose URL comes with each load, gets one per URL
/// from `RemoteImageDataLoader`.
///
/// Not `Sendable`: it holds an `HTTPClient`, which is not required to be `Sendable`, and requiring
/// it would push that constraint onto every client and test double. The composition root decides
/// which queue calls `load`. It stops delivering once it is deallocated (a screen that is gone has
/// no use for its resource); a cancelled load never delivers.
///
/// Every failure it delivers is a `LoadFailure`: the client's error as the kind it is (a refused
/// connection, a timeout, a body over the limit), or the mapper's (a status, data that is not the
/// resource). A mapper that throws anything else has found invalid data.
public final class RemoteLoader<Resource: Sendable> {
    public typealias Mapper = @Sendable (Data, HTTPResponse) throws -> Resource
    public typealias ReaderFactory = @Sendable (HTTPResponse) -> any HTTPBodyReader<Resource>
    public typealias Result = Swift.Result<Resource, Swift.Error>

    /// Lives as long as the loader, or as `RemoteImageDataLoader`, which makes one per URL. The client's
    /// `@Sendable` completion may only capture `Sendable` values, so it cannot hold `[weak self]` of
    /// this non-`Sendable` class; it holds a weak reference to this token instead to stop delivering
    /// once the owner is gone.
    final class Lifetime: Sendable {}

    private let url: URL
    private let headerFields: [String: String]
    private let client: any HTTPClient
    private let makeReader: ReaderFactory
    private let lifetime: Lifetime

    /// A loader whose resource is read as its body arrives, by the reader `makeReader` makes for
    /// each response's head; its request carries `headerFields` (a conditional GET's validators).
    public convenience init(
        url: URL, headerFields: [String: String] = [:], client: any HTTPClient,
        reading makeReader: @escaping ReaderFactory
    ) {
        self.init(url: url, headerFields: headerFields, client: client, reading: makeReader, lifetime: Lifetime())
    }

    /// A loader whose resource is mapped from the whole body.
    public convenience init(url: URL, client: any HTTPClient, mapper: @escaping Mapper) {
        self.init(url: url, client: client, reading: Self.readingWhole(with: mapper))
    }

    init(
        url: URL, headerFields: [String: String] = [:], client: any HTTPClient,
        reading makeReader: @escaping ReaderFactory, lifetime: Lifetime
    ) {
        self.url = url
        self.headerFields = headerFields
        self.client = client
        self.makeReader = makeReader
        self.lifetime = lifetime
    }

    static func readingWhole(with mapper: @escaping Mapper) -> ReaderFactory {
        { response in WholeBodyReader(for: response, mapper: mapper) }
    }

    /// Cancelling the returned request cancels the HTTP request; its completion is then never called.
    @discardableResult
    public func load(completion: @escaping @Sendable (Result) -> Void) -> FeedLoaderRequest {
        start(completion: completion)
    }

    /// The load behind every conformance: `CancellableHTTPLoad` is each protocol's request type.
    /// The readers throw `LoadFailure`s; anything else came from the client.
    func start(completion: @escaping @Sendable (Result) -> Void) -> CancellableHTTPLoad<Resource> {
        CancellableHTTPLoad(completion: completion) { [url, headerFields, client, makeReader, lifetime] deliver in
            client.get(from: url, headerFields: headerFields, reading: makeReader) { [weak lifetime] result in
                guard lifetime != nil else { return }
                deliver(result.mapError { LoadFailure(clientError: $0) })
            }
        }
    }
}
