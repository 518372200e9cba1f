import FeedAPI
import FeedFeature
import Foundation
import TestSupport
import XCTest

/// A page's first items handed on as they arrive (`FirstItemsReport`), while the load still
/// delivers the whole page.
final class FeedPageFirstItemsTests: XCTestCase {
    func test_reader_reportsThePagesFirstItemsInOrderOnce_asTheirPartsBringThem() throws {
        let items = (0..<6).map { makeItem(description: "item \($0)") }
        let (reader, reports) = makeSUT(limit: 4)

        let page = try read(makeItemsJSON(items.map(\.json)), inPartsOf: 1, with: reader)

        XCTAssertEqual(page, items.map(\.model), "Expected the whole page delivered as before")
        XCTAssertEqual(reports.value.flatMap { $0 }, items.prefix(4).map(\.model))
        XCTAssertEqual(reports.value.count, 4, "Expected each item reported with the part that completed it")
    }

    func test_reader_reportsNothing_whenThePageEndsInThePartThatBringsItsFirstItem() throws {
        let items = (0..<3).map { _ in makeItem() }
        let (reader, reports) = makeSUT(limit: 10)

        let page = try read(makeItemsJSON(items.map(\.json)), inPartsOf: 4096, with: reader)

        XCTAssertEqual(page, items.map(\.model))
        XCTAssertTrue(reports.value.isEmpty, "Expected a page that comes whole delivered whole, got \(reports.value)")
    }

    func test_reader_reportsNothingUntilMoreThanItsBytesBeforeReportingHaveCome() throws {
        let items = (0..<6).map { _ in makeItem() }
        let json = makeItemsJSON(items.map(\.json))
        let (sut, reports) = makeSUT(limit: 10, bytesBeforeReporting: json.count / 2)
        var reader = sut
        var bytesReadAtFirstReport: Int?

        for offset in json.indices {
            try json[offset...offset].withUnsafeBytes { try reader.read($0) }
            if bytesReadAtFirstReport == nil, !reports.value.isEmpty { bytesReadAtFirstReport = offset + 1 }
        }
        _ = try reader.finish()

        XCTAssertEqual(bytesReadAtFirstReport, json.count / 2 + 1)
        XCTAssertGreaterThan(reports.value.first?.count ?? 0, 1, "Expected the items read by then reported at once")
        XCTAssertEqual(reports.value.flatMap { $0 }, items.prefix(5).map(\.model))
    }

    func test_reader_doesNotReportTheItemsOfThePartThatEndsThePage() throws {
        let items = (0..<3).map { _ in makeItem() }
        let json = makeItemsJSON(items.map(\.json))
        let (reader, reports) = makeSUT(limit: 10)

        _ = try read(json, inPartsOf: json.count - 1, with: reader)

        XCTAssertEqual(reports.value.flatMap { $0 }, items.prefix(2).map(\.model))
    }

    func test_reader_reportsNothingOfANon200Response() {
        let (reader, reports) = makeSUT(limit: 10, statusCode: 500)

        XCTAssertThrowsError(try read(makeItemsJSON([makeItem().json, makeItem().json]), inPartsOf: 1, with: reader))
        XCTAssertTrue(reports.value.isEmpty)
    }

    func test_reader_reportsTheItemsBeforeAFaultLaterInThePage_andTheLoadStillFails() {
        let valid = [makeItem(), makeItem(description: String(repeating: "long ", count: 200))]
        let validJSON = valid.map {
            String(decoding: try! JSONSerialization.data(withJSONObject: $0.json), as: UTF8.self)
        }
        let body = Data(#"{"items":[\#(validJSON.joined(separator: ",")),{"id":42}]}"#.utf8)
        let (reader, reports) = makeSUT(limit: 10)

        XCTAssertThrowsError(try read(body, inPartsOf: 1, with: reader)) { error in
            XCTAssertEqual(error as? LoadFailure, .invalidData(expected: .feed))
        }
        XCTAssertEqual(reports.value.flatMap { $0 }, [valid[0].model], "Expected the item read before the fault")
    }

    func test_remoteConditionalLoad_reportsTheFirstItems_ofAPageItsClientReadsInParts() throws {
        let items = (0..<5).map { _ in makeItem() }
        let client = PartsHTTPClientStub(body: makeItemsJSON(items.map(\.json)), partSize: 16)
        let reports = LockedBox<[[FeedImage]]>([])
        let sut = RemoteConditionalFeedLoader(
            url: anyURL(), client: client,
            reportingFirstItems: FirstItemsReport(limit: 2, bytesBeforeReporting: 0) { items in
                reports.mutate { $0.append(items) }
            })
        let received = LockedBox<[ConditionalFeedLoader.Result]>([])

        sut.load(ifChangedSince: nil) { result in received.mutate { $0.append(result) } }

        XCTAssertEqual(reports.value.flatMap { $0 }, items.prefix(2).map(\.model))
        guard case let .modified(page, _) = try received.value.first?.get() else {
            return XCTFail("Expected the whole page, got \(received.value)")
        }
        XCTAssertEqual(page, items.map(\.model))
    }

    // MARK: - Helpers

    private func makeSUT(limit: Int, bytesBeforeReporting: Int = 0, statusCode: Int = 200)
        -> (reader: any HTTPBodyReader<[FeedImage]>, reports: LockedBox<[[FeedImage]]>)
    {
        let reports = LockedBox<[[FeedImage]]>([])
        let reader = FeedItemsMapper.reader(
            for: HTTPResponse(statusCode: statusCode),
            reportingFirstItems: FirstItemsReport(limit: limit, bytesBeforeReporting: bytesBeforeReporting) { items in
                reports.mutate { $0.append(items) }
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
