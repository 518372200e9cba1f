/// The server encoded a body (gzip, br, …) although the client asked for it as it is
/// (`Accept-Encoding: identity`). The loaders report it as `LoadFailure.unsupportedContentEncoding`:
/// decoding it could turn a few kilobytes into gigabytes, and retrying will not change it.
public struct UnsupportedContentEncodingError: Error, Equatable {
    public let encoding: String

    public init(encoding: String) {
        self.encoding = encoding
    }
}
