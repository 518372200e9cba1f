import Foundation
import TestSupport
import XCTest

@testable import ResourceLoading

final class LoadOutcomeRecorderTests: XCTestCase {
    func test_recordingOutcome_remembersWhetherTheLatestLoadFailed() {
        let (sut, load, recorded) = makeSUT()
        MainActor.assumeIsolated {

            for _ in 0..<2 { _ = recorded { _ in } }
            load.fail(at: 0)
            XCTAssertTrue(sut.failed)

            load.complete(at: 1)
            XCTAssertFalse(sut.failed)
        }
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (
        sut: LoadOutcomeRecorder, load: LoadSpy, recorded: ResourceLoad<Int>
    ) {
        let (sut, load, recorded) = MainActor.assumeIsolated {
            let (sut, load) = (LoadOutcomeRecorder(), LoadSpy())
            return (sut, load, load.resourceLoad.recordingOutcome(in: sut))
        }
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(load, file: file, line: line)
        return (sut, load, recorded)
    }
}
