import Foundation
import ImageDecoding
import TerminalGraphics
import XCTest

final class KittyGraphicsEncoderTests: XCTestCase {
    func test_lines_sendSmallImageInOneChunkWithItsSizes() {
        let image = PixelImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 128])

        XCTAssertEqual(
            KittyGraphicsEncoder.lines(for: image, columns: 3, rows: 2),
            ["\u{1B}_Ga=T,f=32,s=2,v=1,c=3,r=2,q=2,m=0;/wAA/wAA/4A=\u{1B}\\"]
        )
    }

    func test_lines_splitPayloadInto4096ByteChunksWithMoreFlags() throws {
        let image = PixelImage(width: 32, height: 32, filledWith: RGBAColor(red: 7, green: 8, blue: 9))
        let expectedPayload = Data(image.pixels).base64EncodedString()

        let lines = KittyGraphicsEncoder.lines(for: image, columns: 4, rows: 2)

        XCTAssertEqual(lines.count, 1)
        let chunks = try chunks(of: XCTUnwrap(lines.first))
        XCTAssertEqual(chunks.map(\.control), ["a=T,f=32,s=32,v=32,c=4,r=2,q=2,m=1", "m=0"])
        XCTAssertEqual(chunks.map(\.payload.count), [4096, expectedPayload.count - 4096])
        XCTAssertEqual(chunks.map(\.payload).joined(), expectedPayload)
    }

    func test_lines_sendPayloadOfExactlyOneChunkInOneChunk() throws {
        // 768 pixels: 3,072 bytes, 4,096 base64 characters.
        let image = PixelImage(width: 32, height: 24, filledWith: RGBAColor(red: 1, green: 1, blue: 1))

        let chunks = try chunks(of: XCTUnwrap(KittyGraphicsEncoder.lines(for: image, columns: 4, rows: 2).first))

        XCTAssertEqual(chunks.map(\.control), ["a=T,f=32,s=32,v=24,c=4,r=2,q=2,m=0"])
        XCTAssertEqual(chunks.first?.payload.count, 4096)
    }

    func test_lines_splitEveryFullChunkAndTheRest() throws {
        let image = PixelImage(width: 100, height: 100, filledWith: RGBAColor(red: 1, green: 2, blue: 3))

        let chunks = try chunks(of: XCTUnwrap(KittyGraphicsEncoder.lines(for: image, columns: 10, rows: 5).first))

        // 40,000 bytes: 53,336 characters, 13 full chunks and 88 more.
        XCTAssertEqual(chunks.count, 14)
        XCTAssertEqual(chunks.dropFirst().map(\.control), Array(repeating: "m=1", count: 12) + ["m=0"])
        XCTAssertTrue(chunks.dropLast().allSatisfy { $0.payload.count == 4096 })
        XCTAssertEqual(chunks.last?.payload.count, 88)
    }

    // MARK: - Helpers

    /// The `ESC_G<control>;<payload>ESC\` commands of `line`, failing if anything else is in it.
    private func chunks(of line: String) throws -> [(control: String, payload: String)] {
        var result: [(control: String, payload: String)] = []
        var rest = Substring(line)
        while !rest.isEmpty {
            guard rest.hasPrefix("\u{1B}_G"), let end = rest.range(of: "\u{1B}\\") else {
                throw ChunkError(line: String(rest.prefix(40)))
            }
            let command = rest[rest.index(rest.startIndex, offsetBy: 3)..<end.lowerBound]
            let parts = command.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            result.append((String(parts[0]), parts.count > 1 ? String(parts[1]) : ""))
            rest = rest[end.upperBound...]
        }
        return result
    }

    private struct ChunkError: Error {
        let line: String
    }
}
