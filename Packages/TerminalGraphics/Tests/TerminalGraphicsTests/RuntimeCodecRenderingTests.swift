import Foundation
import ImageDecoding
import TerminalGraphics
import XCTest

/// WebP and AVIF, decoded by the system's libwebp and libavif, drawn in every style that decodes
/// (ImageDecoding's own tests compare the pixels with dwebp's and avifdec's). Where a library is
/// missing the test is skipped, except under CI, which installs them.
final class RuntimeCodecRenderingTests: XCTestCase {
    func test_render_drawsWebPAndAVIFInBlockSymbolsKittyAndSixel() throws {
        for (library, file) in [(RuntimeCodecLibrary.webp, Self.redBlueWebP), (.avif, Self.redBlueAVIF)] {
            try requireInstalled(library)
            let data = try XCTUnwrap(Data(base64Encoded: file))

            let blocks = try makeSUT(style: .blockSymbols(.trueColor)).render(imageFile: data)
            let kitty = try makeSUT(style: .kitty).render(imageFile: data)
            let sixel = try makeSUT(style: .sixel).render(imageFile: data)

            let drawn = blocks.lines.joined()
            XCTAssertTrue(drawn.contains("255;0;0") && drawn.contains("0;0;255"), "\(library.name): \(blocks.lines)")
            XCTAssertTrue(kitty.lines.first?.hasPrefix("\u{1B}_G") == true, "\(library.name): \(kitty.lines)")
            XCTAssertTrue(sixel.lines.first?.contains("\u{1B}P") == true, "\(library.name): \(sixel.lines)")
        }
    }

    func test_render_sendsAnAVIFToITerm2AsAPNG() throws {
        try requireInstalled(.avif)
        let data = try XCTUnwrap(Data(base64Encoded: Self.redBlueAVIF))

        let thumbnail = try makeSUT(style: .iTerm).render(imageFile: data)

        let line = try XCTUnwrap(thumbnail.lines.first)
        let payload = try XCTUnwrap(line.split(separator: ":").last?.dropLast())
        let sent = try XCTUnwrap(Data(base64Encoded: String(payload)))
        XCTAssertEqual(try ThumbnailDecoder.info(of: sent).format, .png)
    }

    // MARK: - Helpers

    /// 16 × 8, left half red, right half blue, lossless: `cwebp -lossless`, `avifenc --lossless`.
    private static let redBlueWebP = "UklGRiYAAABXRUJQVlA4TBkAAAAvD8ABAA8Q87//8x8OxILJ/KU7U4jof+QAAA=="
    private static let redBlueAVIF =
        "AAAAIGZ0eXBhdmlmAAAAAGF2aWZtaWYxbWlhZk1BMUEAAADybWV0YQAAAAAAAAAoaGRscgAAAAAAAAAAcGljdAAAAAAAAAAAAAAAAGxp"
        + "YmF2aWYAAAAADnBpdG0AAAAAAAEAAAAeaWxvYwAAAABEAAABAAEAAAABAAABGgAAADEAAAAoaWluZgAAAAAAAQAAABppbmZlAgAAAAAB"
        + "AABhdjAxQ29sb3IAAAAAamlwcnAAAABLaXBjbwAAABRpc3BlAAAAAAAAABAAAAAIAAAAEHBpeGkAAAAAAwgICAAAAAxhdjFDgSAAAAAA"
        + "ABNjb2xybmNseAABAA0AAIAAAAAXaXBtYQAAAAAAAAABAAEEAQKDBAAAADltZGF0EgAKCDgMv7CAhoAQMiMQAADLHaxmYFyh9eHgWdCD"
        + "n+5YPnVLsP4WJiaFp3GBkQ1Byw=="

    private func requireInstalled(_ library: RuntimeCodecLibrary) throws {
        guard library.availability != .ready else { return }
        let message = "\(library.name) is not installed (apt-get install libwebp7 libavif15)"
        if ProcessInfo.processInfo.environment["CI"] != nil { XCTFail(message) }
        throw XCTSkip(message)
    }

    private func makeSUT(style: ThumbnailStyle) -> ThumbnailRenderer {
        ThumbnailRenderer(style: style, rows: 4, maxColumns: 40)
    }
}
