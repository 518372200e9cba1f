import FeedAPI
import FeedFeature
import Foundation
import XCTest

/// What a mapper made of a body with a `200` response: its value, or the `LoadFailure` it threw.
struct MapResult<Value: Equatable>: Equatable {
    let value: Value?
    let failure: LoadFailure?

    init(_ map: (Data, HTTPResponse) throws -> Value, _ body: [UInt8]) {
        do {
            value = try map(Data(body), HTTPResponse(statusCode: 200))
            failure = nil
        } catch {
            value = nil
            failure = error as? LoadFailure
        }
    }
}

extension XCTestCase {
    /// A one-pass mapper and its `JSONDecoder` reference give the same answer on `body`, and the
    /// reference's is the one `expectingValue` says: a case cannot pass by both going wrong alike.
    func assertAgree<Value: Equatable>(
        _ ours: (Data, HTTPResponse) throws -> Value, _ reference: (Data, HTTPResponse) throws -> Value,
        on body: [UInt8], expectingValue: Bool, _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let referenceResult = MapResult(reference, body)
        XCTAssertEqual(MapResult(ours, body), referenceResult, name, file: file, line: line)
        XCTAssertEqual(
            referenceResult.value != nil, expectingValue, "\(name): JSONDecoder's answer", file: file, line: line)
    }
}
