import Foundation

@testable import ResourceLoading

/// Loads that complete or record their cancellation when the test says so.
@MainActor
final class LoadSpy {
    private var completions = [@Sendable (Result<Int, Error>) -> Void]()
    private(set) var cancelled = [Int]()

    func load(_ completion: @escaping @Sendable (Result<Int, Error>) -> Void) -> CancelLoad {
        let index = completions.count
        completions.append(completion)
        return { self.cancelled.append(index) }
    }

    var resourceLoad: ResourceLoad<Int> { ResourceLoad(load) }

    var loadCount: Int { completions.count }

    func complete(at index: Int) {
        completions[index](.success(index))
    }

    func fail(at index: Int, with error: Error = URLError(.notConnectedToInternet)) {
        completions[index](.failure(error))
    }
}
