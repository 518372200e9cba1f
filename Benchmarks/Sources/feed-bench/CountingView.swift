import FeedFeature
import Foundation

/// The "view" at the end of a load: counts the completions it displays. It is confined to the main
/// queue (that is what is being measured), hence `@unchecked Sendable` with no lock: a lock or an
/// atomic would add the same cost to both sides and hide the difference.
final class CountingView: @unchecked Sendable {
    private(set) var received = 0
    private(set) var itemsSeen = 0
    private let expected: Int
    private let onAllReceived: (() -> Void)?

    init(expecting expected: Int, onAllReceived: (() -> Void)? = nil) {
        self.expected = expected
        self.onAllReceived = onAllReceived
    }

    func display(_ result: FeedLoader.Result) {
        if case .success(let images) = result { itemsSeen &+= images.count }
        received += 1
        if received == expected { onAllReceived?() }
    }
}

/// A loader that completes at once, on the queue `load` is called from. Made behind an existential
/// the optimizer cannot see through, as a real loader from another module would be: otherwise the
/// "direct call" reference would be inlined into a bare counter increment.
@inline(never)
func makeImmediateFeedLoader() -> any FeedLoader {
    ImmediateFeedLoader()
}

private struct ImmediateFeedLoader: FeedLoader {
    private static let result: FeedLoader.Result = .success([
        FeedImage(
            id: UUID(uuidString: "73A7F70C-75DA-4C2E-B5A3-EED40DC53AA6")!, description: "A lighthouse",
            location: "Peggy's Cove", url: URL(string: "https://example.com/image.jpg")!)
    ])

    @inline(never)
    func load(completion: @escaping @Sendable (FeedLoader.Result) -> Void) -> FeedLoaderRequest {
        completion(Self.result)
        return CompletedRequest()
    }

    private struct CompletedRequest: FeedLoaderRequest {
        func cancel() {}
    }
}
