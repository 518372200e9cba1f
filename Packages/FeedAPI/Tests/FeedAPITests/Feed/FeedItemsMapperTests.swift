import FeedAPI
import FeedFeature
import Foundation
import XCTest

final class FeedItemsMapperTests: XCTestCase {
    func test_map_throwsTheStatusOnNon200HTTPResponse() throws {
        let json = makeItemsJSON([])
        let samples = [199, 201, 300, 400, 500]

        for code in samples {
            XCTAssertThrowsError(
                try FeedItemsMapper.map(json, from: HTTPResponse(statusCode: code)),
                "status code \(code)"
            ) { error in
                XCTAssertEqual(error as? LoadFailure, .httpStatus(code))
            }
        }
    }

    func test_map_throwsErrorOn200HTTPResponseWithInvalidJSON() {
        let invalidJSON = Data("invalid json".utf8)

        assertThrowsInvalidData(for: invalidJSON)
    }

    func test_map_throwsErrorOn200HTTPResponseWithoutItemsKey() {
        assertThrowsInvalidData(for: Data(#"{"images":[]}"#.utf8))
        assertThrowsInvalidData(for: Data("[]".utf8))
    }

    func test_map_throwsErrorOn200HTTPResponseWithItemMissingRequiredField() {
        var missingID = makeItem().json
        missingID["id"] = nil
        var missingImage = makeItem().json
        missingImage["image"] = nil

        assertThrowsInvalidData(for: makeItemsJSON([makeItem().json, missingID]), "missing id")
        assertThrowsInvalidData(for: makeItemsJSON([missingImage, makeItem().json]), "missing image")
    }

    func test_map_throwsErrorOn200HTTPResponseWithInvalidUUID() {
        var item = makeItem().json
        item["id"] = "not-a-uuid"

        assertThrowsInvalidData(for: makeItemsJSON([makeItem().json, item]))
    }

    func test_map_throwsErrorOn200HTTPResponseWithWrongFieldTypes() {
        let wrongTypes: [(key: String, value: Any)] = [
            ("id", 1), ("description", 1), ("location", true), ("image", ["url": "https://a-url.com"]),
        ]

        for (key, value) in wrongTypes {
            var item = makeItem().json
            item[key] = value

            assertThrowsInvalidData(for: makeItemsJSON([makeItem().json, item]), "wrong type for \(key)")
        }
        assertThrowsInvalidData(for: Data(#"{"items":{}}"#.utf8), "items is not an array")
    }

    func test_map_throwsErrorOn200HTTPResponseWithImageThatIsNotAnAbsoluteHTTPURL() {
        let invalidImages = [
            "", "image.png", "/images/image.png", "ftp://a-url.com/image.png", "https://", "http:image.png",
        ]

        for image in invalidImages {
            var item = makeItem().json
            item["image"] = image

            assertThrowsInvalidData(for: makeItemsJSON([makeItem().json, item]), "image \"\(image)\"")
        }
    }

    func test_map_deliversNoItemsOn200HTTPResponseWithEmptyJSONList() throws {
        let emptyListJSON = makeItemsJSON([])

        let result = try FeedItemsMapper.map(emptyListJSON, from: HTTPResponse(statusCode: 200))

        XCTAssertEqual(result, [])
    }

    func test_map_deliversItemsOn200HTTPResponseWithJSONItems() throws {
        let item1 = makeItem(
            id: UUID(),
            imageURL: URL(string: "http://a-url.com")!)

        let item2 = makeItem(
            id: UUID(),
            description: "a description",
            location: "a location",
            imageURL: URL(string: "HTTPS://another-url.com:8443/images/2.png?size=large")!)

        let json = makeItemsJSON([item1.json, item2.json])

        let result = try FeedItemsMapper.map(json, from: HTTPResponse(statusCode: 200))

        XCTAssertEqual(result, [item1.model, item2.model])
    }

    func test_map_ignoresUnknownFieldsAndNullOptionals() throws {
        let item = makeItem(description: nil, location: nil)
        var json = item.json
        json["description"] = NSNull()
        json["unknown"] = ["nested": 1]
        let data = try JSONSerialization.data(withJSONObject: ["items": [json], "next": "ignored"])

        let result = try FeedItemsMapper.map(data, from: HTTPResponse(statusCode: 200))

        XCTAssertEqual(result, [item.model])
    }

    func test_map_deliversItemsInAnArrayOfTheirNumberOnAPageThatDoublingWouldOvershoot() throws {
        // 62 items: grown by doubling, their array has room for 64, within the 1/16 that a
        // refitting copy let pass; made at its size from the start, it holds 62 (the feed keeps
        // it for the session, and a big page's peak held a grown copy beside the fitted one).
        let items = (0..<62).map { index in makeItem(imageURL: URL(string: "https://a-url.com/\(index).jpg")!) }

        let result = try FeedItemsMapper.map(makeItemsJSON(items.map(\.json)), from: HTTPResponse(statusCode: 200))

        XCTAssertEqual(result, items.map(\.model))
        XCTAssertEqual(result.capacity, items.count, "Expected no room beyond the page's items")
    }

    func test_map_deliversNonASCIITextAndRefusesInvalidUTF8InAPlainString() throws {
        let item = makeItem(description: "Φάρος — Peggy's Cove", location: "São Paulo")
        let valid = makeItemsJSON([item.json])
        var invalid = valid
        let range = try XCTUnwrap(invalid.range(of: Data("Paulo".utf8)))
        invalid.replaceSubrange(range.lowerBound..<range.lowerBound + 1, with: [0xFF])

        XCTAssertEqual(try FeedItemsMapper.map(valid, from: HTTPResponse(statusCode: 200)), [item.model])
        assertThrowsInvalidData(for: invalid, "Expected a string that is not UTF-8 to refuse the page")
    }

    // MARK: - Helpers

    private func assertThrowsInvalidData(
        for data: Data,
        _ message: String = "",
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertThrowsError(
            try FeedItemsMapper.map(data, from: HTTPResponse(statusCode: 200)), message, file: file, line: line
        ) { error in
            XCTAssertEqual(error as? LoadFailure, .invalidData(expected: .feed), message, file: file, line: line)
        }
    }
}
