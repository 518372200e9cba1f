import FeedAPI
import FeedFeature
import Foundation
import TestSupport
import XCTest

/// A big page's first items handed on before the page is whole (`FirstItemsReport`), while the load
/// still delivers the whole page.
final class FeedPageFirstItemsTests: XCTestCase {
    func test_reader_reportsThePagesFirstItemsOnce_asSoonAsMoreHaveBeenRead() throws {
        let items = (0..<6).map { makeItem(description: "item \($0)") }
        let json = makeItemsJSON(items.map(\.json))
        let (sut, reports) = makeSUT(count: 4)
        var reader = sut
        var bytesReadAtTheReport: Int?

        for offset in json.indices {
            try json[offset...offset].withUnsafeBytes { try reader.read($0) }
            if bytesReadAtTheReport == nil, !reports.value.isEmpty { bytesReadAtTheReport = offset + 1 }
        }
        let page = try reader.finish()

        XCTAssertEqual(page, items.map(\.model), "Expected the whole page delivered as before")
        XCTAssertEqual(reports.value, [items.prefix(4).map(\.model)])
        XCTAssertLessThan(bytesReadAtTheReport ?? .max, json.count, "Expected them reported before the page was whole")
    }

    func test_reader_reportsTheSameItems_howeverTheBodyIsCutIntoParts() throws {
        let items = (0..<6).map { _ in makeItem() }
        let json = makeItemsJSON(items.map(\.json))

        for partSize in [1, 7, 100, json.count] {
            let (reader, reports) = makeSUT(count: 4)

            _ = try read(json, inPartsOf: partSize, with: reader)

            XCTAssertEqual(reports.value, [items.prefix(4).map(\.model)], "parts of \(partSize) bytes")
        }
    }

    func test_reader_reportsNothingOfAPageOfNoMoreItemsThanItsCount() throws {
        let items = (0..<4).map { _ in makeItem() }
        let (reader, reports) = makeSUT(count: 4)

        let page = try read(makeItemsJSON(items.map(\.json)), inPartsOf: 1, with: reader)

        XCTAssertEqual(page, items.map(\.model))
        XCTAssertTrue(reports.value.isEmpty, "Expected a page of no more than the count delivered whole only")
    }

    func test_reader_reportsNothingOfAPageOfNoMoreBytesThanItsBytesBeforeReporting() throws {
        let items = (0..<6).map { _ in makeItem() }
        let json = makeItemsJSON(items.map(\.json))
        let (smallReader, noReports) = makeSUT(count: 2, bytesBeforeReporting: json.count)
        let (bigReader, reports) = makeSUT(count: 2, bytesBeforeReporting: json.count - 1)

        _ = try read(json, inPartsOf: 1, with: smallReader)
        _ = try read(json, inPartsOf: 1, with: bigReader)

        XCTAssertTrue(noReports.value.isEmpty, "Expected a page of the size of a small one delivered only")
        XCTAssertEqual(reports.value, [items.prefix(2).map(\.model)])
    }

    func test_reader_reportsNothingOfANon200Response() {
        let (reader, reports) = makeSUT(count: 1, statusCode: 500)

        XCTAssertThrowsError(try read(makeItemsJSON([makeItem().json, makeItem().json]), inPartsOf: 1, with: reader))
        XCTAssertTrue(reports.value.isEmpty)
    }

    func test_reader_reportsTheFirstItemsBeforeAFaultLaterInThePage_andTheLoadStillFails() {
        let valid = [makeItem(), makeItem(), makeItem(description: String(repeating: "long ", count: 200))]
        let validJSON = valid.map {
            String(decoding: try! JSONSerialization.data(withJSONObject: $0.json), as: UTF8.self)
        }
        let body = Data(#"{"items":[\#(validJSON.joined(separator: ",")),{"id":42}]}"#.utf8)
        let (reader, reports) = makeSUT(count: 1)

        XCTAssertThrowsError(try read(body, inPartsOf: 1, with: reader)) { error in
            XCTAssertEqual(error as? LoadFailure, .invalidData(expected: .feed))
        }
        XCTAssertEqual(reports.value, [[valid[0].model]], "Expected the first item reported before the fault")
    }

    func test_remoteConditionalLoad_reportsTheFirstItems_ofAPageItsClientReadsInParts() throws {
        let items = (0..<5).map { _ in makeItem() }
        let client = PartsHTTPClientStub(body: makeItemsJSON(items.map(\.json)), partSize: 16)
        let reports = LockedBox<[[FeedImage]]>([])
        let sut = RemoteConditionalFeedLoader(
            url: anyURL(), client: client,
            reportingFirstItems: FirstItemsReport(count: 2, bytesBeforeReporting: 0) { items in
                reports.mutate { $0.append(items) }
            })
        let received = LockedBox<[ConditionalFeedLoader.Result]>([])

        sut.load(ifChangedSince: nil) { result in received.mutate { $0.append(result) } }

        XCTAssertEqual(reports.value, [items.prefix(2).map(\.model)])
        guard case let .modified(page, _) = try received.value.first?.get() else {
            return XCTFail("Expected the whole page, got \(received.value)")
        }
        XCTAssertEqual(page, items.map(\.model))
    }

    // MARK: - Helpers

    private func makeSUT(count: Int, bytesBeforeReporting: Int = 0, statusCode: Int = 200)
        -> (reader: any HTTPBodyReader<[FeedImage]>, reports: LockedBox<[[FeedImage]]>)
    {
        let reports = LockedBox<[[FeedImage]]>([])
        let reader = FeedItemsMapper.reader(
            for: HTTPResponse(statusCode: statusCode),
            reportingFirstItems: FirstItemsReport(count: count, bytesBeforeReporting: bytesBeforeReporting) {
                items in reports.mutate { $0.append(items) }
            })
        return (reader, reports)
    }

    private func read(_ body: Data, inPartsOf size: Int, with reader: any HTTPBodyReader<[FeedImage]>) throws
        -> [FeedImage]
    {
        var reader = reader
        for start in stride(from: 0, to: body.count, by: size) {
            try body[start..<min(start + size, body.count)].withUnsafeBytes { try reader.read($0) }
        }
        return try reader.finish()
    }
}
