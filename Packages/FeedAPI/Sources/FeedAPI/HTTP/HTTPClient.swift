import Foundation

/// Completions may arrive on any queue: the composition root decides where they are delivered.
public protocol HTTPClient {
    typealias Result = Swift.Result<(Data, HTTPResponse), Error>

    @discardableResult
    func get(from url: URL, completion: @escaping @Sendable (Result) -> Void) -> HTTPClientRequest
}
