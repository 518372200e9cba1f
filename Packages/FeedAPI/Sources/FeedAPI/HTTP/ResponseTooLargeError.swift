/// A client gave up on a response because its body is larger than `limit` bytes. The loaders
/// report it as `LoadFailure.tooLarge`, not as a connectivity failure: retrying will not make the
/// body smaller.
public struct ResponseTooLargeError: Error, Equatable {
    public let limit: Int

    public init(limit: Int) {
        self.limit = limit
    }
}
