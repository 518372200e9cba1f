import XCTest

extension XCTestCase {
    /// Fails the test if `instance` outlives it: every SUT and collaborator is checked this way,
    /// so a retain cycle introduced by a change shows up as a named, located failure.
    public func trackForMemoryLeaks(_ instance: AnyObject, file: StaticString = #filePath, line: UInt = #line) {
        addTeardownBlock { [weak instance] in
            XCTAssertNil(
                instance, "Instance should have been deallocated. Potential memory leak.", file: file, line: line)
        }
    }
}
