import Foundation

/// Completions may arrive on any queue: the composition root decides where they are delivered.
/// A completion owns its result: a loader can let go of the body once it has mapped it, before it
/// hands the resource on (the big page's 13.3 MB, docs/performance.md), which it could not while
/// its caller still held the body for the whole call.
public protocol HTTPClient {
    typealias Result = Swift.Result<(Data, HTTPResponse), Error>

    @discardableResult
    func get(from url: URL, completion: @escaping @Sendable (consuming Result) -> Void) -> HTTPClientRequest
}
