import FeedAPI
import FeedFeature
import TestSupport
import XCTest

extension XCTestCase {
    /// Starts one load through whichever protocol `load` uses, performs `action`, and asserts that
    /// the load delivered exactly once, and what: the resource, or the `LoadFailure`.
    func expect<Resource: Equatable & Sendable, Request>(
        _ load: (@escaping @Sendable (Result<Resource, Error>) -> Void) -> Request,
        toCompleteWith expectedResult: Result<Resource, LoadFailure>,
        _ message: String = "",
        when action: () -> Void,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let received = LockedBox<[Result<Resource, Error>]>([])
        _ = load { result in received.mutate { $0.append(result) } }

        action()

        guard received.value.count == 1, let receivedResult = received.value.first else {
            return XCTFail(
                "Expected exactly one result, got \(received.value) instead. \(message)", file: file, line: line)
        }

        switch (receivedResult, expectedResult) {
        case let (.success(received), .success(expected)):
            XCTAssertEqual(received, expected, message, file: file, line: line)

        case let (.failure(received as LoadFailure), .failure(expected)):
            XCTAssertEqual(received, expected, message, file: file, line: line)

        default:
            XCTFail("Expected \(expectedResult), got \(receivedResult) instead. \(message)", file: file, line: line)
        }
    }
}
