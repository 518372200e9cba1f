import FeedAPI
import FeedFeature
import Foundation
import TestSupport
import XCTest

@testable import HTTPTransport

/// A body handed to its reader as it arrives (`perform(reading:)`), against `Scripts/feed-server`
/// over loopback: how a big page is read without ever being held whole.
final class SocketHTTPClientBodyReadingTests: XCTestCase {
    func test_performReading_handsABigBodyToTheReaderInPartsAsItArrives() throws {
        let server = try FeedServer.start(in: self, faults: ["feed-many:5000"])
        let sut = makeSUT()
        let (whole, _) = try sut.request(for: feedURL(server)).perform()

        let (parts, response) = try sut.request(for: feedURL(server)).perform(reading: PartsRecorder.init)

        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(Data(parts.joined()), whole, "Expected the parts to be the body, in order")
        XCTAssertGreaterThan(parts.count, 20, "Expected a body of \(whole.count) bytes read in parts")
        XCTAssertLessThanOrEqual(parts.map(\.count).max() ?? 0, 16 * 1024, "Expected no part over a read buffer")
    }

    func test_performReading_readsThePageWithTheMappersReaderInEachFraming() throws {
        for fault in ["feed-many:3000", "chunked", "close-delimited"] {
            let server = try FeedServer.start(in: self, faults: [fault])

            let page = try makeSUT().request(for: feedURL(server)).perform(reading: FeedItemsMapper.reader)

            XCTAssertEqual(page.count, fault == "feed-many:3000" ? 3000 : 10, fault)
        }
    }

    func test_performReading_givesTheReaderTheFinalResponseOnly_notARedirectsBody() throws {
        let server = try FeedServer.start(in: self, faults: ["redirect-chain:3"])

        let (parts, response) = try makeSUT().request(for: feedURL(server)).perform(reading: PartsRecorder.init)

        XCTAssertEqual(response.statusCode, 200)
        XCTAssertNoThrow(try FeedItemsMapper.map(Data(parts.joined()), from: response))
        XCTAssertTrue(response.url.path.hasSuffix("feed-hop/3"), response.url.path)
    }

    func test_performReading_endsTheRequestAtTheReadersError_andDropsItsConnection() throws {
        let server = try FeedServer.start(in: self, faults: ["feed-many:5000"])
        let sut = makeSUT()

        XCTAssertThrowsError(try sut.request(for: feedURL(server)).perform(reading: RefusingReader.init)) { error in
            XCTAssertEqual(error as? LoadFailure, .invalidData(expected: .feed))
        }
        let page = try sut.request(for: feedURL(server)).perform(reading: FeedItemsMapper.reader)

        XCTAssertEqual(page.count, 5000, "Expected the next request whole, on a new connection")
        // Two for the requests (the first one's, half read, is not reused), one for asking the server.
        XCTAssertEqual(try server.stats().connections, 3)
    }

    // MARK: - Helpers

    /// Keeps each part it is given, as it was given.
    private struct PartsRecorder: HTTPBodyReader {
        let response: HTTPResponse
        var parts: [[UInt8]] = []

        init(_ response: HTTPResponse) {
            self.response = response
        }

        mutating func read(_ part: UnsafeRawBufferPointer) {
            parts.append(Array(part))
        }

        func finish() -> ([[UInt8]], HTTPResponse) {
            (parts, response)
        }
    }

    /// Refuses the body at its first part, as a reader that finds it is not what it reads.
    private struct RefusingReader: HTTPBodyReader {
        init(_: HTTPResponse) {}

        func read(_ part: UnsafeRawBufferPointer) throws {
            throw LoadFailure.invalidData(expected: .feed)
        }

        func finish() -> Int {
            0
        }
    }

    private func feedURL(_ server: FeedServer) -> URL {
        server.baseURL.appendingPathComponent("v1/feed")
    }
}
