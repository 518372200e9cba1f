import FeedFeature
import MainQueueTestSupport
import Synchronization

@testable import Composition
@testable import ResourceLoading

/// Records comments loads and their cancellation, and completes loads when the test says so.
final class CommentsLoaderSpy: Sendable {
    typealias Completion = @Sendable (Result<[ImageComment], Error>) -> Void

    private let loads = Mutex<[Completion]>([])
    private let cancels = Mutex(0)

    var loadCallCount: Int { loads.withLock { $0.count } }
    var cancelCallCount: Int { cancels.withLock { $0 } }

    @MainActor
    var resourceLoad: ResourceLoad<[ImageComment]> {
        ResourceLoad { [self] completion in
            loads.withLock { $0.append(MainQueue.onMainActor(completion)) }
            return { self.cancels.withLock { $0 += 1 } }
        }
    }

    func complete(with comments: [ImageComment], at index: Int = 0) {
        loads.withLock { $0[index] }(.success(comments))
    }

    func complete(with error: Error, at index: Int = 0) {
        loads.withLock { $0[index] }(.failure(error))
    }
}
