import Foundation

/// An image's bytes and where they came from, so that the log tells a cache hit from a fetch
/// (`ok 1234 bytes from the cache`, `ok 1234 bytes from the network`).
struct SourcedImageData: Sendable {
    enum Source: String, Sendable {
        case cache = "from the cache"
        case network = "from the network"
    }

    let data: Data
    let source: Source

    var logDescription: String { "\(data.count) bytes \(source.rawValue)" }
}
