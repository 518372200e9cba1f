import Foundation
import TestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// WebP and AVIF pictures as the built binary draws them when asked by name: the demo's WebP
/// photograph and a feed of one AVIF, in block symbols, kitty's protocol and sixel, each right under
/// its image line. The libraries are loaded at run time; where one is missing the test is skipped,
/// except under CI, which installs them.
final class WebPAndAVIFEndToEndTests: XCTestCase {
    func test_theDemosWebPPhotograph_isDrawnInBlockSymbolsKittyAndSixel() throws {
        try requireLibrary("libwebp.so.7")

        try assertDrawnInEveryStyle(under: "image: WebP 640x558", arguments: ["--no-cache"])
    }

    func test_aFeedOfAnAVIF_isDrawnInBlockSymbolsKittyAndSixel() throws {
        try requireLibrary("libavif.so.15", "libavif.so.16")
        let server = try StaticFileServer.start(in: self)
        try server.serve(try Data(contentsOf: Self.avifFile), at: "pattern.avif")
        try server.serve(
            Data(
                #"{"items": [{"id": "\#(UUID())", "description": "one", "image": "\#(server.baseURL)/pattern.avif"}]}"#
                    .utf8),
            at: "v1/feed")

        try assertDrawnInEveryStyle(
            under: "image: AVIF 24x16", arguments: ["--url", server.baseURL.absoluteString, "--no-cache"])
    }

    // MARK: - Helpers

    /// ImageDecoding's fixture: a 24 × 16 colour pattern with alpha, lossless (`avifenc`).
    private static let avifFile = FeedServer.repositoryRoot.appendingPathComponent(
        "Packages/ImageDecoding/Tests/ImageDecodingTests/Fixtures/lossless-alpha-24x16.avif")

    /// The line after `imageLine` (both without their indent) is a picture in each style.
    private func assertDrawnInEveryStyle(
        under imageLine: String,
        arguments: [String],
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let styles: [(String, (String) -> Bool)] = [
            ("blocks", { $0.holdsBlockSymbols && $0.contains("\u{1B}[38;2;") }),
            ("kitty", { $0.hasPrefix("\u{1B}_Ga=T,") }),
            ("sixel", { $0.contains("\u{1B}P0;1;0q") }),
        ]
        for (style, isDrawn) in styles {
            let result = try FeedTTYProcess.run(
                arguments + ["--images", style, "--image-rows", "4"], environment: ["COLORTERM": "truecolor"])

            XCTAssertEqual(result.exitStatus, 0, result.diagnostics, file: file, line: line)
            let lines = result.output.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let index = try XCTUnwrap(
                lines.firstIndex(of: imageLine), "\(style)\n\(result.diagnostics)", file: file, line: line)
            let next = lines.indices.contains(index + 1) ? lines[index + 1] : ""
            XCTAssertTrue(isDrawn(next), "\(style): \(next.prefix(80).debugDescription)", file: file, line: line)
        }
    }

    private func requireLibrary(_ names: String...) throws {
        for name in names {
            if let library = dlopen(name, RTLD_NOW | RTLD_LOCAL) {
                dlclose(library)
                return
            }
        }
        let message = "\(names.joined(separator: " or ")) is not installed (apt-get install libwebp7 libavif15)"
        if ProcessInfo.processInfo.environment["CI"] != nil { throw MissingLibrary(description: message) }
        throw XCTSkip(message)
    }

    private struct MissingLibrary: Error, CustomStringConvertible {
        let description: String
    }
}
