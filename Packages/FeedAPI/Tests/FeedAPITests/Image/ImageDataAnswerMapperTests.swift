import FeedAPI
import FeedFeature
import Foundation
import TestSupport
import XCTest

/// An image answer's bytes: a `200` with a body, whatever it holds; a `304` is the kept copy (`RemoteImageDataLoaderTests`).
final class ImageDataAnswerMapperTests: XCTestCase {
    func test_map_throwsTheStatusOnNon200HTTPResponse() {
        let samples = [199, 201, 300, 400, 500]

        for code in samples {
            XCTAssertThrowsError(
                try ImageDataAnswerMapper.map(anyData(), from: HTTPResponse(statusCode: code)),
                "status code \(code)"
            ) { error in
                XCTAssertEqual(error as? LoadFailure, .httpStatus(code), "status code \(code)")
            }
        }
    }

    func test_map_throwsInvalidImageDataOn200HTTPResponseWithEmptyData() {
        XCTAssertThrowsError(try ImageDataAnswerMapper.map(Data(), from: HTTPResponse(statusCode: 200))) { error in
            XCTAssertEqual(error as? LoadFailure, .invalidData(expected: .image))
        }
    }

    func test_map_deliversReceivedNonEmptyDataOn200HTTPResponse() throws {
        let nonEmptyData = Data([0x89, 0x50, 0x4E, 0x47])

        let result = try ImageDataAnswerMapper.map(nonEmptyData, from: HTTPResponse(statusCode: 200)).data

        XCTAssertEqual(result, nonEmptyData)
    }

    func test_map_deliversDataOn200HTTPResponseWhateverItsContent() throws {
        let notAnImage = Data("not an image".utf8)

        let result = try ImageDataAnswerMapper.map(notAnImage, from: HTTPResponse(statusCode: 200)).data

        XCTAssertEqual(result, notAnImage)
    }
}
