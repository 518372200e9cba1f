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
    /// The mapper's reader gives that answer too, whatever the parts the body arrives in.
    func assertAgree<Value: Equatable>(
        _ ours: (Data, HTTPResponse) throws -> Value,
        reading makeReader: @escaping (HTTPResponse) -> any HTTPBodyReader<Value>,
        _ reference: (Data, HTTPResponse) throws -> Value,
        on body: [UInt8], expectingValue: Bool, _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let referenceResult = MapResult(reference, body)
        XCTAssertEqual(MapResult(ours, body), referenceResult, name, file: file, line: line)
        for size in [1, 2, 3, 5, 8, 13, 64] {
            XCTAssertEqual(
                MapResult(readingInParts(of: size, with: makeReader), body), referenceResult,
                "\(name), in parts of \(size) bytes", file: file, line: line)
        }
        XCTAssertEqual(
            referenceResult.value != nil, expectingValue, "\(name): JSONDecoder's answer", file: file, line: line)
    }

    /// The reader `makeReader` makes, fed a whole body in parts of `size` bytes (the last may be
    /// shorter), as a mapper of the whole body: a body read as it arrives.
    func readingInParts<Value>(
        of size: Int, with makeReader: @escaping (HTTPResponse) -> any HTTPBodyReader<Value>
    ) -> (Data, HTTPResponse) throws -> Value {
        { body, response in
            var reader = makeReader(response)
            for start in stride(from: 0, to: body.count, by: size) {
                try body[start..<min(start + size, body.count)].withUnsafeBytes { try reader.read($0) }
            }
            return try reader.finish()
        }
    }
}
