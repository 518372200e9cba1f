import Foundation
import TestSupport
import XCTest

/// What the built binary says of images it cannot draw, as a reader meets them and as a program
/// reads them from the JSON front.
final class ImageFormatsEndToEndTests: XCTestCase {
    private let bmp = Data("BM".utf8) + Data(count: 12) + Data([40, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0])

    func test_aFormatKnownButNotDrawn_isNamedInTextAndInJSON() throws {
        let server = try serving(bmp, as: "picture.bmp")

        let text = try FeedTTYProcess.run(["--url", server.baseURL.absoluteString, "--no-cache"])
        let json = try FeedTTYProcess.run(["--url", server.baseURL.absoluteString, "--no-cache", "--format", "json"])

        XCTAssertEqual(
            text.images[1]?.hasPrefix("failed (BMP: pictures in this format aren't drawn)"), true, text.diagnostics)
        XCTAssertTrue(
            json.output.contains(#""reason":"BMP: pictures in this format aren't drawn""#), json.diagnostics)
    }

    func test_aFormatKnownButNotDrawn_isNamedInPortugueseAndGreek() throws {
        let server = try serving(bmp, as: "picture.bmp")
        let expected = [
            "pt-BR": "falhou (BMP: imagens neste formato não são desenhadas)",
            "el": "απέτυχε (BMP: οι εικόνες σε αυτή τη μορφή δεν σχεδιάζονται)",
        ]
        for (language, reason) in expected {
            let result = try FeedTTYProcess.run([
                "--url", server.baseURL.absoluteString, "--no-cache", "--lang", language,
            ])

            XCTAssertTrue(result.output.contains(reason), "\(language)\n\(result.diagnostics)")
        }
    }

    // MARK: - Helpers

    private func serving(_ image: Data, as name: String) throws -> StaticFileServer {
        let server = try StaticFileServer.start(in: self)
        try server.serve(image, at: name)
        try server.serve(
            Data(
                #"{"items": [{"id": "\#(UUID())", "description": "one", "image": "\#(server.baseURL)/\#(name)"}]}"#.utf8
            ),
            at: "v1/feed")
        return server
    }
}
