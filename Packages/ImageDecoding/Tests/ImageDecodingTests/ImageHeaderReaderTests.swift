import Foundation
import ImageDecoding
import SeededRandom
import XCTest

final class ImageHeaderReaderTests: XCTestCase {
    // MARK: - Sizes

    func test_read_deliversSizeOfPNG() throws {
        XCTAssertEqual(try read(ImageHeaderFixtures.png), ImageInfo(format: .png, width: 1, height: 1))
        XCTAssertEqual(try read(png(width: 4000, height: 3)), ImageInfo(format: .png, width: 4000, height: 3))
    }

    func test_read_deliversLargestSizeOfPNGAndRejectsLarger() throws {
        XCTAssertEqual(
            try read(png(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF)),
            ImageInfo(format: .png, width: 0x7FFF_FFFF, height: 0x7FFF_FFFF)
        )
        assertRead(png(width: 0x8000_0000, height: 1), throws: .invalidHeader)
        assertRead(png(width: 1, height: 0xFFFF_FFFF), throws: .invalidHeader)
    }

    func test_read_deliversSizeOfBaselineJPEG() throws {
        XCTAssertEqual(try read(ImageHeaderFixtures.baselineJPEG), ImageInfo(format: .jpeg, width: 640, height: 480))
    }

    func test_read_deliversSizeOfProgressiveJPEG() throws {
        XCTAssertEqual(
            try read(ImageHeaderFixtures.progressiveJPEG),
            ImageInfo(format: .jpeg, width: 320, height: 240)
        )
    }

    func test_read_deliversSizeOfEveryJPEGFrameType() throws {
        let frameMarkers: [UInt8] = [0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF]
        for marker in frameMarkers {
            XCTAssertEqual(
                try read(jpeg(frameHeader(marker: marker, width: 65535, height: 7))),
                ImageInfo(format: .jpeg, width: 65535, height: 7),
                "marker \(marker)"
            )
        }
    }

    func test_read_skipsFillBytesAndApplicationSegmentBeforeJPEGFrame() throws {
        let bytes = jpeg(
            [0xFF, 0xFF, 0xFF] + segment(0xE1, Array("Exif\0\0".utf8) + [UInt8](repeating: 0xC0, count: 40))
                + [0xFF, 0xFF] + segment(0xEE, [0x41, 0x64, 0x6F, 0x62, 0x65]) + [0xFF, 0xFF, 0xFF]
                + frameHeader(width: 12, height: 34)
        )

        XCTAssertEqual(try read(bytes), ImageInfo(format: .jpeg, width: 12, height: 34))
    }

    func test_read_skipsStandaloneMarkersBeforeJPEGFrame() throws {
        let bytes = jpeg([0xFF, 0x01, 0xFF, 0xD0, 0xFF, 0xFF, 0xD7] + frameHeader(width: 5, height: 6))

        XCTAssertEqual(try read(bytes), ImageInfo(format: .jpeg, width: 5, height: 6))
    }

    func test_read_doesNotMistakeDHTOrJPGOrDACForJPEGFrame() throws {
        // Payloads shaped like a frame header, so misreading any of them as one would give 257 x 257.
        let lookalike: [UInt8] = [0x08, 0x01, 0x01, 0x01, 0x01, 0x03, 0x01, 0x22, 0x00]
        let bytes = jpeg(
            segment(0xC4, lookalike) + segment(0xC8, lookalike) + segment(0xCC, lookalike)
                + frameHeader(marker: 0xC2, width: 9, height: 10)
        )

        XCTAssertEqual(try read(bytes), ImageInfo(format: .jpeg, width: 9, height: 10))
    }

    func test_read_deliversSizeOfGIF() throws {
        XCTAssertEqual(try read(ImageHeaderFixtures.gif), ImageInfo(format: .gif, width: 2, height: 3))
        XCTAssertEqual(
            try read(Array("GIF87a".utf8) + [0xFF, 0xFF, 0x01, 0x01, 0x00, 0x00, 0x00]),
            ImageInfo(format: .gif, width: 65535, height: 257)
        )
    }

    func test_read_deliversSizeOfLossyWebP() throws {
        XCTAssertEqual(try read(ImageHeaderFixtures.lossyWebP), ImageInfo(format: .webp, width: 16, height: 16))
    }

    func test_read_ignoresUpscalingBitsOfLossyWebP() throws {
        XCTAssertEqual(
            try read(lossyWebP(rawWidth: 0xC000 | 300, rawHeight: 0x4000 | 0x3FFF)),
            ImageInfo(format: .webp, width: 300, height: 0x3FFF)
        )
    }

    func test_read_deliversSizeOfLosslessWebP() throws {
        XCTAssertEqual(try read(ImageHeaderFixtures.losslessWebP), ImageInfo(format: .webp, width: 3, height: 5))
        XCTAssertEqual(
            try read(webP(chunk: "VP8L", payload: [0x2F, 0xFF, 0xFF, 0xFF, 0x0F])),
            ImageInfo(format: .webp, width: 16384, height: 16384)
        )
    }

    func test_read_deliversSizeOfExtendedWebP() throws {
        XCTAssertEqual(
            try read(ImageHeaderFixtures.extendedWebP),
            ImageInfo(format: .webp, width: 300, height: 200)
        )
        XCTAssertEqual(
            try read(webP(chunk: "VP8X", payload: [0x10, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x00])),
            ImageInfo(format: .webp, width: 1 << 24, height: 1)
        )
    }

    // MARK: - Truncation

    func test_read_throwsTruncatedHeaderOnEmptyData() {
        assertRead([], throws: .truncatedHeader)
    }

    func test_read_throwsOnSingleByte() {
        assertRead([0x00], throws: .unknownFormat)
        assertRead([0x3C], throws: .unknownFormat)
        assertRead([0x89], throws: .truncatedHeader)
        assertRead([0xFF], throws: .truncatedHeader)
    }

    func test_read_throwsTruncatedHeaderOnEveryPrefixOfValidHeaders() {
        for (name, bytes, expected) in validHeaders() {
            var firstReadableLength: Int?
            for length in 0...bytes.count {
                do {
                    let info = try read(Array(bytes.prefix(length)))
                    XCTAssertEqual(info, expected, "\(name) prefix \(length)")
                    firstReadableLength = firstReadableLength ?? length
                } catch {
                    XCTAssertEqual(error as? ImageHeaderReader.Error, .truncatedHeader, "\(name) prefix \(length)")
                    // Once the size is readable, more bytes must not make it unreadable.
                    XCTAssertNil(firstReadableLength, "\(name) prefix \(length)")
                }
            }
            XCTAssertNotNil(firstReadableLength, name)
        }
    }

    func test_read_throwsTruncatedHeaderOnJPEGSegmentRunningPastEnd() {
        assertRead(jpeg(segment(0xE0, [0x4A, 0x46]).dropLast()), throws: .truncatedHeader)
        assertRead(jpeg([0xFF, 0xE1, 0xFF, 0xFF, 0x00]), throws: .truncatedHeader)
        assertRead(jpeg([0xFF, 0xFF, 0xFF]), throws: .truncatedHeader)
    }

    // MARK: - Unknown format

    func test_read_throwsUnknownFormatOnRandomBytes() {
        assertRead(ImageHeaderFixtures.notAnImage, throws: .unknownFormat)
    }

    func test_read_throwsUnknownFormatOnHTML() {
        assertRead(Array("<!doctype html><html><body>Not found</body></html>".utf8), throws: .unknownFormat)
    }

    func test_read_throwsUnknownFormatOnOtherFormatsAndNearMisses() {
        assertRead(Array("RIFF\u{24}\0\0\0WAVEfmt ".utf8), throws: .unknownFormat)
        assertRead(Array("GIF88a".utf8) + [1, 0, 1, 0], throws: .unknownFormat)
        assertRead(Array("BM".utf8) + [UInt8](repeating: 0, count: 30), throws: .unknownFormat)
        assertRead([0xFF, 0xD8, 0x00, 0xC0], throws: .unknownFormat)
        assertRead([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x00], throws: .unknownFormat)
    }

    // MARK: - Invalid headers

    func test_read_throwsInvalidHeaderOnZeroSizes() {
        assertRead(png(width: 0, height: 1), throws: .invalidHeader)
        assertRead(png(width: 1, height: 0), throws: .invalidHeader)
        assertRead(jpeg(frameHeader(width: 0, height: 1)), throws: .invalidHeader)
        // Legal in JPEG (the height then comes in a DNL segment), but documented as unsupported.
        assertRead(jpeg(frameHeader(width: 1, height: 0)), throws: .invalidHeader)
        assertRead(Array("GIF89a".utf8) + [0, 0, 1, 0], throws: .invalidHeader)
        assertRead(Array("GIF89a".utf8) + [1, 0, 0, 0], throws: .invalidHeader)
        assertRead(lossyWebP(rawWidth: 0xC000, rawHeight: 1), throws: .invalidHeader)
        assertRead(lossyWebP(rawWidth: 1, rawHeight: 0), throws: .invalidHeader)
    }

    func test_read_throwsInvalidHeaderOnPNGWithoutLeadingIHDR() {
        var otherChunk = png(width: 1, height: 1)
        otherChunk.replaceSubrange(12..<16, with: Array("tEXt".utf8))
        var wrongLength = png(width: 1, height: 1)
        wrongLength[11] = 12

        assertRead(otherChunk, throws: .invalidHeader)
        assertRead(wrongLength, throws: .invalidHeader)
    }

    func test_read_throwsInvalidHeaderOnJPEGSegmentLengthBelowTwo() {
        for length: UInt8 in [0, 1] {
            assertRead(jpeg([0xFF, 0xE0, 0x00, length] + frameHeader(width: 1, height: 1)), throws: .invalidHeader)
            assertRead(jpeg([0xFF, 0xC0, 0x00, length, 0x08, 0, 1, 0, 1, 1]), throws: .invalidHeader)
        }
    }

    func test_read_throwsInvalidHeaderOnJPEGFrameHeaderTooShort() {
        assertRead(jpeg([0xFF, 0xC0, 0x00, 0x07, 0x08, 0, 1, 0, 1, 1, 1, 0x11, 0]), throws: .invalidHeader)
    }

    func test_read_throwsInvalidHeaderOnJPEGScanOrEndBeforeFrame() {
        let frame = frameHeader(width: 1, height: 1)

        assertRead(jpeg(segment(0xDA, [1, 1, 0, 0, 0x3F, 0]) + frame), throws: .invalidHeader)
        assertRead(jpeg([0xFF, 0xD9] + frame), throws: .invalidHeader)
        assertRead(jpeg([0xFF, 0xD8] + frame), throws: .invalidHeader)
        assertRead(jpeg([0xFF, 0x00] + frame), throws: .invalidHeader)
        assertRead(jpeg(segment(0xE0, [1, 2]) + [0x00] + frame), throws: .invalidHeader)
    }

    func test_read_throwsInvalidHeaderOnMalformedWebP() {
        var nonKeyFrame = ImageHeaderFixtures.lossyWebP
        nonKeyFrame[20] |= 0x01
        var wrongStartCode = ImageHeaderFixtures.lossyWebP
        wrongStartCode[24] = 0x02
        var wrongLosslessSignature = ImageHeaderFixtures.losslessWebP
        wrongLosslessSignature[20] = 0x2E
        var unknownLosslessVersion = ImageHeaderFixtures.losslessWebP
        unknownLosslessVersion[24] |= 0x20

        assertRead(nonKeyFrame, throws: .invalidHeader)
        assertRead(wrongStartCode, throws: .invalidHeader)
        assertRead(wrongLosslessSignature, throws: .invalidHeader)
        assertRead(unknownLosslessVersion, throws: .invalidHeader)
        assertRead(webP(chunk: "ALPH", payload: [UInt8](repeating: 1, count: 10)), throws: .invalidHeader)
        assertRead(webP(chunk: "VP8 ", payload: [0, 0, 0, 0x9D, 0x01, 0x2A, 1, 0, 1]), throws: .invalidHeader)
        assertRead(webP(chunk: "VP8L", payload: [0x2F, 0, 0, 0]), throws: .invalidHeader)
        assertRead(webP(chunk: "VP8X", payload: [0, 0, 0, 0, 1, 0, 0, 1, 0]), throws: .invalidHeader)
    }

    // MARK: - Robustness

    func test_read_readsDataSliceWithNonZeroStartIndex() throws {
        let garbage: [UInt8] = Array("<!doctype html>".utf8) + [0x89, 0xFF, 0xD8]
        for (name, bytes, expected) in validHeaders() {
            let parent = Data(garbage + bytes + garbage)
            let slice = parent[garbage.count..<(garbage.count + bytes.count)]
            XCTAssertEqual(slice.startIndex, garbage.count, name)

            XCTAssertEqual(try ImageHeaderReader.read(slice), expected, name)
        }
    }

    func test_read_doesNotReadPastEndOfDataSlice() {
        let bytes = png(width: 1, height: 1)
        let parent = Data([0x00] + bytes)
        // The parent holds the size, the slice stops right before it.
        let slice = parent[1..<17]

        XCTAssertThrowsError(try ImageHeaderReader.read(slice)) { error in
            XCTAssertEqual(error as? ImageHeaderReader.Error, .truncatedHeader)
        }
    }

    func test_read_walksLongRunsOfFillBytesAndEmptySegments() throws {
        let fillBytes = jpeg([UInt8](repeating: 0xFF, count: 200_000) + frameHeader(width: 3, height: 4))
        let emptySegments = jpeg(
            Array([[UInt8]](repeating: [0xFF, 0xE2, 0x00, 0x02], count: 50_000).joined())
                + frameHeader(width: 5, height: 6)
        )

        XCTAssertEqual(try read(fillBytes), ImageInfo(format: .jpeg, width: 3, height: 4))
        XCTAssertEqual(try read(emptySegments), ImageInfo(format: .jpeg, width: 5, height: 6))
        assertRead(Array(fillBytes.dropLast(10)), throws: .truncatedHeader)
    }

    func test_read_returnsOrThrowsOnRandomMutationsOfValidHeaders() {
        var generator = SplitMix64(seed: 0x5EED_F00D)
        let headers = validHeaders().map(\.bytes)
        let interestingBytes: [UInt8] = [0x00, 0x01, 0x02, 0x2F, 0x7F, 0x80, 0xC0, 0xC2, 0xC4, 0xD8, 0xD9, 0xDA, 0xFF]

        for iteration in 0..<20_000 {
            var bytes = headers[Int.random(in: 0..<headers.count, using: &generator)]
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                mutate(&bytes, interestingBytes: interestingBytes, using: &generator)
            }
            let offset = Int.random(in: 0...3, using: &generator)
            let data = Data([UInt8](repeating: 0xFF, count: offset) + bytes + [0xFF, 0xD8])
            let slice = data[offset..<(offset + bytes.count)]

            do {
                let info = try ImageHeaderReader.read(slice)
                XCTAssertGreaterThan(info.width, 0, "iteration \(iteration)")
                XCTAssertGreaterThan(info.height, 0, "iteration \(iteration)")
            } catch {
                XCTAssertNotNil(error as? ImageHeaderReader.Error, "iteration \(iteration)")
            }
        }
    }

    // MARK: - Helpers

    private func read(_ bytes: [UInt8]) throws -> ImageInfo {
        try ImageHeaderReader.read(Data(bytes))
    }

    private func assertRead(
        _ bytes: [UInt8],
        throws expected: ImageHeaderReader.Error,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertThrowsError(try read(bytes), file: file, line: line) { error in
            XCTAssertEqual(error as? ImageHeaderReader.Error, expected, file: file, line: line)
        }
    }

    private func validHeaders() -> [(name: String, bytes: [UInt8], info: ImageInfo)] {
        [
            ("png", ImageHeaderFixtures.png, ImageInfo(format: .png, width: 1, height: 1)),
            ("baseline JPEG", ImageHeaderFixtures.baselineJPEG, ImageInfo(format: .jpeg, width: 640, height: 480)),
            (
                "progressive JPEG", ImageHeaderFixtures.progressiveJPEG,
                ImageInfo(format: .jpeg, width: 320, height: 240)
            ),
            (
                "JPEG with fill bytes and APP1",
                jpeg([0xFF, 0xFF] + segment(0xE1, [1, 2, 3]) + [0xFF, 0xD3] + frameHeader(width: 7, height: 8)),
                ImageInfo(format: .jpeg, width: 7, height: 8)
            ),
            ("gif", ImageHeaderFixtures.gif, ImageInfo(format: .gif, width: 2, height: 3)),
            ("lossy WebP", ImageHeaderFixtures.lossyWebP, ImageInfo(format: .webp, width: 16, height: 16)),
            ("lossless WebP", ImageHeaderFixtures.losslessWebP, ImageInfo(format: .webp, width: 3, height: 5)),
            ("extended WebP", ImageHeaderFixtures.extendedWebP, ImageInfo(format: .webp, width: 300, height: 200)),
        ]
    }

    private func mutate(
        _ bytes: inout [UInt8],
        interestingBytes: [UInt8],
        using generator: inout SplitMix64
    ) {
        let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<6, using: &generator) {
        case 0 where !bytes.isEmpty:
            bytes[position] = UInt8.random(in: 0...255, using: &generator)
        case 1 where !bytes.isEmpty:
            bytes[position] ^= 1 << UInt8.random(in: 0..<8, using: &generator)
        case 2 where !bytes.isEmpty:
            bytes[position] = interestingBytes[Int.random(in: 0..<interestingBytes.count, using: &generator)]
        case 3:
            bytes.insert(UInt8.random(in: 0...255, using: &generator), at: position)
        case 4 where !bytes.isEmpty:
            bytes.remove(at: position)
        default:
            bytes = Array(bytes.prefix(position))
        }
    }

    // MARK: Builders

    private func png(width: UInt32, height: UInt32) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + bigEndian(width)
            + bigEndian(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    }

    private func jpeg(_ afterStartOfImage: [UInt8]) -> [UInt8] {
        [0xFF, 0xD8] + afterStartOfImage
    }

    private func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        let length = UInt16(payload.count + 2)
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }

    private func frameHeader(marker: UInt8 = 0xC0, width: UInt16, height: UInt16) -> [UInt8] {
        segment(
            marker,
            [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 1, 1, 0x11, 0]
        )
    }

    private func webP(chunk: String, payload: [UInt8]) -> [UInt8] {
        Array("RIFF".utf8) + littleEndian(UInt32(payload.count + 12)) + Array("WEBP".utf8) + Array(chunk.utf8)
            + littleEndian(UInt32(payload.count)) + payload
    }

    private func lossyWebP(rawWidth: UInt16, rawHeight: UInt16) -> [UInt8] {
        webP(
            chunk: "VP8 ",
            payload: [0x90, 0x01, 0x00, 0x9D, 0x01, 0x2A]
                + [UInt8(rawWidth & 0xFF), UInt8(rawWidth >> 8), UInt8(rawHeight & 0xFF), UInt8(rawHeight >> 8)]
        )
    }

    private func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private func littleEndian(_ value: UInt32) -> [UInt8] {
        bigEndian(value).reversed()
    }
}
