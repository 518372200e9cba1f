import Foundation

/// Reads one response's body into the resource it maps to, part by part as the body arrives, so a
/// big body is never held whole beside what it becomes: a 100,000-item page is 13.3 MB of bytes
/// for 21 MB of items (docs/performance.md). Made for one response once its head is known, and
/// used on one thread at a time.
///
/// Every reader this package makes throws `LoadFailure`s, so its failures reach the loader's
/// callers as said, not as the client's.
public protocol HTTPBodyReader<Resource> {
    associatedtype Resource: Sendable

    /// The next part of the body. Throwing stops the response: the rest is not read.
    mutating func read(_ part: UnsafeRawBufferPointer) throws

    /// After the last part: what the body maps to.
    mutating func finish() throws -> Resource
}
