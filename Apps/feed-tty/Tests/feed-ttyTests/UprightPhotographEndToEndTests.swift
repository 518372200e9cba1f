import Foundation
import TestSupport
import XCTest

/// A photograph stored on its side with an EXIF orientation, as phones store portraits, drawn by
/// the built binary: upright, in its upright size. The file is ImageDecoding's four-quadrant test
/// JPEG (red, green over blue, white; 32 × 16) with orientation 6 (turn a quarter clockwise), so
/// upright it is 16 × 32 with blue and red on top, white and green below.
final class UprightPhotographEndToEndTests: XCTestCase {
    func test_aJPEGStoredOnItsSide_isDrawnUprightInBlockSymbols() throws {
        let server = try StaticFileServer.start(in: self)
        try server.serve(Self.turnedQuadrants(), at: "portrait.jpg")
        try server.serve(
            Data(
                #"{"items": [{"id": "\#(UUID())", "description": "one", "image": "\#(server.baseURL)/portrait.jpg"}]}"#
                    .utf8),
            at: "v1/feed")

        let result = try FeedTTYProcess.run(
            ["--url", server.baseURL.absoluteString, "--no-cache", "--images", "blocks", "--image-rows", "16"],
            environment: ["COLORTERM": "truecolor"])

        XCTAssertEqual(result.exitStatus, 0, result.diagnostics)
        let lines = result.output.components(separatedBy: "\n")
        let index = try XCTUnwrap(lines.firstIndex(of: "   image: JPEG 16x32"), result.diagnostics)
        let picture = lines[(index + 1)...].prefix(while: \.holdsBlockSymbols)
        XCTAssertEqual(picture.count, 16, result.diagnostics)
        let top = try XCTUnwrap(picture.first.map(Self.foregroundColors))
        let bottom = try XCTUnwrap(picture.last.map(Self.backgroundColors))
        assertNear(top.first, [0, 0, 255], "top left")
        assertNear(top.last, [255, 0, 0], "top right")
        assertNear(bottom.first, [255, 255, 255], "bottom left")
        assertNear(bottom.last, [0, 255, 0], "bottom right")
    }

    // MARK: - Helpers

    private static func turnedQuadrants() throws -> Data {
        let fixture = FeedServer.repositoryRoot.appendingPathComponent(
            "Packages/ImageDecoding/Tests/ImageDecodingTests/Fixtures/quadrants-32x16.jpg")
        let jpeg = try Data(contentsOf: fixture)
        // APP1: "Exif\0\0", a little-endian TIFF header, one IFD entry: Orientation (0x0112), SHORT, 6.
        let tiff: [UInt8] = [0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0]
        let payload = Array("Exif\u{0}\u{0}".utf8) + tiff
        let segment: [UInt8] = [0xFF, 0xE1, 0, UInt8(payload.count + 2)] + payload
        return jpeg.prefix(2) + Data(segment) + jpeg.dropFirst(2)
    }

    private static func foregroundColors(_ line: String) -> [[Int]] {
        colors(line, #/\x1B\[38;2;(\d+);(\d+);(\d+)m/#)
    }

    private static func backgroundColors(_ line: String) -> [[Int]] {
        colors(line, #/\x1B\[48;2;(\d+);(\d+);(\d+)m/#)
    }

    private static func colors(_ line: String, _ pattern: Regex<(Substring, Substring, Substring, Substring)>)
        -> [[Int]]
    {
        line.matches(of: pattern).map { [Int($0.1) ?? -1, Int($0.2) ?? -1, Int($0.3) ?? -1] }
    }

    private func assertNear(
        _ color: [Int]?, _ expected: [Int], _ label: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let color else { return XCTFail("\(label): no colour", file: file, line: line) }
        let distance = zip(color, expected).map { Double(($0 - $1) * ($0 - $1)) }.reduce(0, +).squareRoot()
        XCTAssertLessThan(distance, 20, "\(label): \(color) is not near \(expected)", file: file, line: line)
    }
}
