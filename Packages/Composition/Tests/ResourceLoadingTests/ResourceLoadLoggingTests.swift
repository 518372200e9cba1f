import Foundation
import TestSupport
import XCTest

@testable import ResourceLoading

final class ResourceLoadLoggingTests: XCTestCase {
    func test_logged_writesOneLinePerLoadWithWhatItsStartAndItsOutcome() {
        let (log, loads) = makeSUT()
        MainActor.assumeIsolated {
            let load = ResourceLoad(loads.load).logged(
                as: "feed page 1", describing: { (count: Int) in "\(count) images" }, in: log)

            _ = load { _ in }
            _ = load { _ in }
            loads.completions[0](.success(10))
            loads.completions[1](.failure(LogTestError.offline))

            XCTAssertEqual(
                log.lines,
                [
                    .init(what: "feed page 1", start: log.startOfEveryLoad, outcome: "ok 10 images"),
                    .init(what: "feed page 1", start: log.startOfEveryLoad, outcome: "failed offline"),
                ])
        }
    }

    func test_logged_writesACancelledLoadOnce() {
        let (log, loads) = makeSUT()
        MainActor.assumeIsolated {
            let load = ResourceLoad(loads.load).logged(as: "image https://a-url.com/1.png", in: log)

            let cancel = load { _ in }
            cancel()
            cancel()

            XCTAssertEqual(log.lines.map(\.outcome), ["cancelled"])
        }
    }

    @MainActor
    func test_logged_writesTheLineBeforeTheLoadIsDelivered() async {
        let (log, loads) = makeSUT()
        let load = ResourceLoad(loads.load).logged(as: "comments", in: log)
        let delivered = expectation(description: "Wait for the delivery")

        _ = load { _ in
            MainActor.assumeIsolated { XCTAssertEqual(log.lines.count, 1, "Expected the line written first") }
            delivered.fulfill()
        }
        loads.completions[0](.success(1))

        await fulfillment(of: [delivered], timeout: 1)
    }

    func test_logged_withNoLogIsTheLoadItself() {
        MainActor.assumeIsolated {
            let loads = PendingLoads()
            var received = [Int]()

            let load = ResourceLoad(loads.load).logged(as: "anything", in: nil)
            _ = load { result in
                MainActor.assumeIsolated { received.append((try? result.get()) ?? -1) }
            }
            loads.completions[0](.success(7))

            XCTAssertEqual(received, [7])
        }
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (LoadLogSpy, PendingLoads) {
        let (log, loads) = MainActor.assumeIsolated { (LoadLogSpy(), PendingLoads()) }
        trackForMemoryLeaks(log, file: file, line: line)
        trackForMemoryLeaks(loads, file: file, line: line)
        return (log, loads)
    }

    private enum LogTestError: Error {
        case offline
    }

    @MainActor
    private final class LoadLogSpy: LoadLogging {
        struct Line: Equatable {
            let what: String
            let start: Date
            let outcome: String
        }

        let startOfEveryLoad = Date(timeIntervalSince1970: 1_600_000_000)
        private(set) var lines = [Line]()

        func now() -> Date { startOfEveryLoad }

        func write(_ what: String, since start: Date, outcome: String) {
            lines.append(Line(what: what, start: start, outcome: outcome))
        }
    }

    @MainActor
    private final class PendingLoads {
        private(set) var completions = [@Sendable (Result<Int, Error>) -> Void]()

        func load(_ completion: @escaping @Sendable (Result<Int, Error>) -> Void) -> CancelLoad {
            completions.append(completion)
            return {}
        }
    }
}
