import Foundation
import MainQueueTestSupport
import Synchronization

/// What a load delivered, in order.
final class ReceivedResults: Sendable {
    private let results = Mutex<[Result<Int, Error>]>([])

    func append(_ result: Result<Int, Error>) { results.withLock { $0.append(result) } }

    var count: Int { results.withLock { $0.count } }
    var values: [Int] { results.withLock { $0.compactMap { try? $0.get() } } }
    var failures: Int { count - values.count }
    var errorCodes: [URLError.Code?] {
        results.withLock { results in
            results.compactMap { result in
                guard case let .failure(error) = result else { return nil }
                return (error as? URLError)?.code
            }
        }
    }
}
