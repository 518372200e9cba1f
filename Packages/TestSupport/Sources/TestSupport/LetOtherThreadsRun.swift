import Foundation
import XCTest

extension XCTestCase {
    /// Lets other threads run until `condition` holds: the moment one of them reaches, waited for
    /// with no clock (a test that waited a time would either sleep longer than needed or, on a
    /// loaded machine, not long enough). Fails, rather than hangs, if it never comes.
    public func letOtherThreadsRun(
        until condition: () -> Bool, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
    ) {
        for _ in 0..<10_000_000 where !condition() {
            sched_yield()
        }
        XCTAssertTrue(condition(), "Expected the moment to come: \(message)", file: file, line: line)
    }
}
