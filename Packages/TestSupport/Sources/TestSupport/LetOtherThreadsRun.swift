import Foundation
import XCTest

/// Lets other threads run until `condition` holds: the moment one of them reaches, waited for with
/// no clock (a test that waited a time would either sleep longer than needed or, on a loaded
/// machine, not long enough). Fails, rather than hangs, if it never comes. A function, not a
/// method of the test case: it is called from the other threads a test starts too.
public func letOtherThreadsRun(
    until condition: () -> Bool, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    var turns = 0
    while !condition() && turns < 10_000_000 {
        sched_yield()
        turns += 1
    }
    XCTAssertTrue(condition(), "Expected the moment to come: \(message)", file: file, line: line)
}
