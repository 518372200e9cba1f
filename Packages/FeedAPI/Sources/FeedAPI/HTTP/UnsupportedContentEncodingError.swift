/// The server encoded a body in a coding the client does not decode (br, zstd, …; the socket
/// transport inflates gzip and deflate within its size limit). The loaders report it as
/// `LoadFailure.unsupportedContentEncoding`: retrying will not change it.
public struct UnsupportedContentEncodingError: Error, Equatable {
    public let encoding: String

    public init(encoding: String) {
        self.encoding = encoding
    }
}
