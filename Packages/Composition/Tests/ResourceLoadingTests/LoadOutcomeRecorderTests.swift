import Foundation
import XCTest

@testable import ResourceLoading

final class LoadOutcomeRecorderTests: XCTestCase {
    @MainActor
    func test_recordingOutcome_remembersWhetherTheLatestLoadFailed() async {
        let load = LoadSpy()
        let sut = LoadOutcomeRecorder()
        let recorded = load.resourceLoad.recordingOutcome(in: sut)

        for _ in 0..<2 { _ = recorded { _ in } }
        load.fail(at: 0)
        XCTAssertTrue(sut.failed)

        load.complete(at: 1)
        XCTAssertFalse(sut.failed)
    }
}
