import FeedFeature
import Foundation
import XCTest

@testable import Composition

final class FirstPageCopyTests: XCTestCase {
    @MainActor
    func test_isNewSinceLastRun_whileTheFirstPageIsArriving_isWhatTheSavedCopyDidNotHold() async {
        let (saved, new) = (uniqueImage(), uniqueImage())
        let sut = FirstPageCopy()
        sut.keepSaved([saved], validators: nil)

        XCTAssertTrue(
            sut.isNewSinceLastRun(new.id), "Expected an item the saved copy lacks new before the page is whole")
        XCTAssertFalse(sut.isNewSinceLastRun(saved.id))
    }

    @MainActor
    func test_isNewSinceLastRun_onceTheFirstPageIsTaken_isWhatItHeldThatTheSavedCopyDidNot() async throws {
        let (saved, new, later) = (uniqueImage(), uniqueImage(), uniqueImage())
        let sut = FirstPageCopy()
        sut.keepSaved([saved], validators: nil)

        _ = try sut.take(.modified([new, saved], nil))

        XCTAssertTrue(sut.isNewSinceLastRun(new.id))
        XCTAssertFalse(sut.isNewSinceLastRun(saved.id))
        XCTAssertFalse(
            sut.isNewSinceLastRun(later.id), "Expected only the run's first page judged against the saved copy")
    }

    @MainActor
    func test_isNewSinceLastRun_withoutASavedCopy_isNothing() async {
        let sut = FirstPageCopy()
        sut.noSavedCopy()

        XCTAssertFalse(sut.isNewSinceLastRun(uniqueImage().id))
    }
}
