import FeedAPI
import FeedFeature
import Foundation
import XCTest

final class ImageCommentsMapperTests: XCTestCase {
    func test_map_throwsTheStatusOnNon2xxHTTPResponse() {
        let json = makeItemsJSON([makeComment().json])
        let samples = [150, 199, 300, 400, 500]

        for code in samples {
            XCTAssertThrowsError(
                try ImageCommentsMapper.map(json, from: HTTPResponse(statusCode: code)),
                "status code \(code)"
            ) { error in
                XCTAssertEqual(error as? LoadFailure, .httpStatus(code), "status code \(code)")
            }
        }
    }

    func test_map_throwsErrorOn2xxHTTPResponseWithInvalidJSON() {
        let invalidJSON = Data("invalid json".utf8)

        for code in success2xxSamples {
            assertThrowsInvalidData(for: invalidJSON, statusCode: code, "status code \(code)")
        }
    }

    func test_map_throwsErrorOn2xxHTTPResponseWithoutItemsKey() {
        assertThrowsInvalidData(for: Data(#"{"comments":[]}"#.utf8))
        assertThrowsInvalidData(for: Data("[]".utf8))
    }

    func test_map_deliversNoItemsOn2xxHTTPResponseWithEmptyJSONList() throws {
        let emptyListJSON = makeItemsJSON([])

        for code in success2xxSamples {
            let result = try ImageCommentsMapper.map(emptyListJSON, from: HTTPResponse(statusCode: code))

            XCTAssertEqual(result, [], "status code \(code)")
        }
    }

    func test_map_deliversItemsOn2xxHTTPResponseWithJSONItems() throws {
        let comment1 = makeComment(
            id: UUID(),
            message: "a message",
            createdAt: (Date(timeIntervalSince1970: 1_598_627_222), "2020-08-28T15:07:02+0000"),
            username: "a username")
        let comment2 = makeComment(
            id: UUID(),
            message: "another message",
            createdAt: (Date(timeIntervalSince1970: 1_577_881_882), "2020-01-01T12:31:22+0000"),
            username: "another username")
        let json = makeItemsJSON([comment1.json, comment2.json])

        for code in success2xxSamples {
            let result = try ImageCommentsMapper.map(json, from: HTTPResponse(statusCode: code))

            XCTAssertEqual(result, [comment1.model, comment2.model], "status code \(code)")
        }
    }

    func test_map_deliversCreatedAtOn2xxHTTPResponseWithEachISO8601DateForm() throws {
        let date = Date(timeIntervalSince1970: 1_589_973_899)
        let forms = [
            "2020-05-20T11:24:59+0000", "2020-05-20T11:24:59Z", "2020-05-20T11:24:59+00:00",
            "2020-05-20T13:24:59+0200", "2020-05-20T09:54:59-01:30",
        ]

        for form in forms {
            let comment = makeComment(createdAt: (date, form))

            let result = try ImageCommentsMapper.map(
                makeItemsJSON([comment.json]), from: HTTPResponse(statusCode: 200))

            XCTAssertEqual(result, [comment.model], "date \"\(form)\"")
        }
    }

    func test_map_throwsErrorOn2xxHTTPResponseWithUnparseableDate() {
        let unparseableDates = [
            "", "not a date", "2020-05-20", "2020-05-20 11:24:59+0000", "2020-05-20T11:24:59",
            "2020-13-20T11:24:59+0000", "20/05/2020 11:24:59", "2020-05-20T11:24:59+0000 trailing",
            " 2020-05-20T11:24:59+0000",
        ]

        for date in unparseableDates {
            var comment = makeComment().json
            comment["created_at"] = date

            assertThrowsInvalidData(for: makeItemsJSON([makeComment().json, comment]), "date \"\(date)\"")
        }
    }

    func test_map_throwsErrorOn2xxHTTPResponseWithItemMissingRequiredField() {
        for key in ["id", "message", "created_at", "author"] {
            var comment = makeComment().json
            comment[key] = nil

            assertThrowsInvalidData(for: makeItemsJSON([makeComment().json, comment]), "missing \(key)")
        }

        var missingUsername = makeComment().json
        missingUsername["author"] = [String: Any]()
        assertThrowsInvalidData(for: makeItemsJSON([missingUsername]), "missing author username")
    }

    func test_map_throwsErrorOn2xxHTTPResponseWithInvalidUUID() {
        var comment = makeComment().json
        comment["id"] = "not-a-uuid"

        assertThrowsInvalidData(for: makeItemsJSON([makeComment().json, comment]))
    }

    func test_map_throwsErrorOn2xxHTTPResponseWithWrongFieldTypes() {
        let wrongTypes: [(key: String, value: Any)] = [
            ("id", 1), ("message", true), ("created_at", 1_589_973_899), ("author", "a username"),
            ("author", ["username": 1]), ("message", NSNull()),
        ]

        for (key, value) in wrongTypes {
            var comment = makeComment().json
            comment[key] = value

            assertThrowsInvalidData(for: makeItemsJSON([makeComment().json, comment]), "wrong type for \(key)")
        }
        assertThrowsInvalidData(for: Data(#"{"items":{}}"#.utf8), "items is not an array")
    }

    // MARK: - Helpers

    private let success2xxSamples = [200, 201, 250, 280, 299]

    private func assertThrowsInvalidData(
        for data: Data,
        statusCode: Int = 200,
        _ message: String = "",
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertThrowsError(
            try ImageCommentsMapper.map(data, from: HTTPResponse(statusCode: statusCode)),
            message, file: file, line: line
        ) { error in
            XCTAssertEqual(error as? LoadFailure, .invalidData(expected: .comments), message, file: file, line: line)
        }
    }
}
