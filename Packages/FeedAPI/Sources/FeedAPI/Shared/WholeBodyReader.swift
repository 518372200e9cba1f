import FeedFeature
import Foundation

/// Gathers a body to map it whole, for a mapper that needs all of it at once (an image's bytes),
/// set aside at the size its head announces (a head may claim anything: at most
/// `largestSetAside`): what a loader with a `Data` mapper reads with, and a client that answers
/// whole bodies (`{ ($0, $1) }`).
public struct WholeBodyReader<Resource: Sendable>: HTTPBodyReader {
    private let response: HTTPResponse
    private let mapper: RemoteLoader<Resource>.Mapper
    private var body = Data()
    static var largestSetAside: Int { 16 << 20 }

    public init(for response: HTTPResponse, mapper: @escaping RemoteLoader<Resource>.Mapper) {
        self.response = response
        self.mapper = mapper
        if let length = response.value(forHTTPHeaderField: "Content-Length").flatMap(Int.init), length > 0 {
            body.reserveCapacity(min(length, Self.largestSetAside))
        }
    }

    public mutating func read(_ part: UnsafeRawBufferPointer) {
        body.append(contentsOf: part)
    }

    /// A mapper that throws anything but a `LoadFailure` has found invalid data.
    public mutating func finish() throws -> Resource {
        let body = self.body
        self.body = Data()
        do {
            return try mapper(body, response)
        } catch {
            throw error as? LoadFailure ?? LoadFailure.invalidData(expected: nil)
        }
    }
}
