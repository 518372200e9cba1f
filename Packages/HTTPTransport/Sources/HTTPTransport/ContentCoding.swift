import FeedAPI

/// A response body's content coding (RFC 9110 §8.4). Requests name no `Accept-Encoding`, so a
/// server may choose any coding (§12.5.3); in practice servers send bodies as they are unless a
/// client offers one, but some store them compressed and send them so whatever was asked (an
/// object stored with `Content-Encoding: gzip`). gzip and deflate, zlib's two wrappings of one
/// format, are inflated as the body arrives, within the body's size limit; any other coding
/// (br, zstd, compress) is refused.
enum ContentCoding: Equatable {
    case identity
    case zlibFormat

    init(of head: HTTPResponseHead) throws {
        let codings = head.tokens(of: "Content-Encoding").filter { $0 != "identity" }
        switch codings {
        case []:
            self = .identity
        case ["gzip"], ["x-gzip"], ["deflate"]:
            self = .zlibFormat
        default:
            throw UnsupportedContentEncodingError(encoding: codings.joined(separator: ", "))
        }
    }
}
