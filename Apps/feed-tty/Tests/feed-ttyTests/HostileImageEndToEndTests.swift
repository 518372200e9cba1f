import Foundation
import TestSupport
import XCTest

/// Image files made to hurt a reader, served by a hostile image server, as the built binary meets
/// them: libpng's crashers declare an ancillary chunk of 1 GiB in 57 bytes, which libpng used to
/// allocate and zero-fill (1,050 MB for 3 to 6 s each) before finding the data missing. The peak a run
/// reaches is `Scripts/bench`'s `hostile_png_memory`; here a run is guarded against running away.
final class HostileImageEndToEndTests: XCTestCase {
    /// A run in one style on a quiet machine, in a debug build: about 0.25 s and 30 MB at its peak.
    private static let quietSeconds: TimeInterval = 0.5
    private static let quietMegabytes = 30.0
    private static let hugeChunkTypes = ["iTXt", "tEXt", "zTXt", "sPLT", "pCAL", "sCAL"]

    func test_pngsDeclaringGibibyteChunks_areRefusedWithinAFewMegabytesInEveryStyle() throws {
        let server = try StaticFileServer.start(in: self)
        var items: [String] = []
        for (index, type) in Self.hugeChunkTypes.enumerated() {
            try server.serve(Self.hugeChunkPNG(type), at: "huge_\(type)_chunk.png")
            items.append(
                #"{"id": "\#(UUID())", "description": "\#(index + 1)", "image": "\#(server.baseURL)/huge_\#(type)_chunk.png"}"#
            )
        }
        try server.serve(Data(#"{"items": [\#(items.joined(separator: ", "))]}"#.utf8), at: "v1/feed")

        for style in ["blocks", "kitty", "sixel"] {
            let result = try FeedTTYProcess.run(
                ["--url", server.baseURL.absoluteString, "--no-cache", "--images", style],
                environment: ["COLORTERM": "truecolor"], measuresPeakMemory: true,
                timeout: Guards.hang(quietSeconds: Self.quietSeconds))

            XCTAssertEqual(result.exitStatus, 0, "\(style)\n\(result.diagnostics)")
            XCTAssertEqual(result.images.count, Self.hugeChunkTypes.count, "\(style)\n\(result.diagnostics)")
            for (number, line) in result.images {
                XCTAssertEqual(line, "PNG 1x1 (the file is cut short, not drawn)", "\(style) item \(number)")
            }
            XCTAssertLessThanOrEqual(
                result.peakMemoryMegabytes ?? .infinity, Guards.runaway(quietMegabytes: Self.quietMegabytes),
                "\(style): peak RSS")
        }
    }

    // MARK: - Helpers

    /// A 1 × 1 PNG whose second chunk, of `type`, declares 0x3FFFFFFF bytes and has 8.
    private static func hugeChunkPNG(_ type: String) -> Data {
        let header: [UInt8] = [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header))
            + Data([0x3F, 0xFF, 0xFF, 0xFF] + Array(type.utf8) + [UInt8](repeating: 0, count: 8))
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        let length = UInt32(data.count)
        return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: length >> $0) } + body
            + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: ~crc >> $0) }
    }
}
