import Foundation
import ImageDecoding
import XCTest

/// Our AVIF decoding against `avifdec`'s (8-bit PNG out), on files `avifenc` makes. Both convert
/// YUV to RGB with libavif, ours a strip of rows at a time (so the picture's height is over two
/// strips here); with Debian 12's libavif 0.11.1 every pixel is the same. The tolerance, largest 4
/// and mean under 0.1, leaves a libavif whose chroma upsampling looks across a strip's edge room
/// on those rows, and nothing else.
final class AVIFDecodingTests: XCTestCase {
    func test_decode_deliversExactPixelsOfLosslessFiles() throws {
        try assertDecodesExactly("lossless-alpha-24x16.avif", width: 24, height: 16)
        try assertDecodesExactly("animated-24x16.avif", width: 24, height: 16)
    }

    func test_decode_matchesAvifdecOnLossyLosslessDeepAndAlphaFiles() throws {
        let tools = try ReferenceImageTools.make(for: self)
        try tools.makePicture("opaque.png", width: 97, height: 161)
        try tools.makePicture("alpha.png", width: 97, height: 161, alpha: true)
        let files = [
            ("lossy.avif", [tools.path("opaque.png")]),
            ("lossless.avif", ["--lossless", tools.path("opaque.png")]),
            ("lossy-alpha.avif", [tools.path("alpha.png")]),
            ("deep-444.avif", ["--depth", "10", "--yuv", "444", tools.path("alpha.png")]),
        ]
        for (name, arguments) in files {
            try tools.run("avifenc", package: "libavif-bin", ["--speed", "10"] + arguments + [tools.path(name)])
            try tools.run(
                "avifdec", package: "libavif-bin", ["--depth", "8", tools.path(name), tools.path(name + ".png")])
            let reference = try tools.pixels(ofPNG: name + ".png")

            let ours = try ThumbnailDecoder().decode(try tools.data(name), width: 97, height: 161)

            let difference = PixelDifference(ours, reference)
            XCTAssertLessThanOrEqual(difference.largest, 4, "\(name): \(difference)")
            XCTAssertLessThan(difference.mean, 0.1, "\(name): \(difference)")
        }
    }

    func test_decode_drawsAnImageSequencesFirstFrame() throws {
        let tools = try ReferenceImageTools.make(for: self)
        try tools.makePicture("first.png", width: 64, height: 48, seed: 1)
        try tools.makePicture("second.png", width: 64, height: 48, seed: 2)
        try tools.run(
            "avifenc", package: "libavif-bin",
            [
                "--speed", "10", "--lossless", tools.path("first.png"), tools.path("second.png"),
                tools.path("animated.avif"),
            ])

        let ours = try ThumbnailDecoder().decode(try tools.data("animated.avif"), width: 64, height: 48)

        XCTAssertEqual(PixelDifference(ours, try tools.pixels(ofPNG: "first.png")).largest, 0)
    }

    func test_decode_scalesLikeTheAreaAverageOfTheFullPicture() throws {
        let tools = try ReferenceImageTools.make(for: self)
        try tools.makePicture("source.png", width: 120, height: 200)
        try tools.run(
            "avifenc", package: "libavif-bin", ["--speed", "10", tools.path("source.png"), tools.path("a.avif")])
        let data = try tools.data("a.avif")
        let full = try ThumbnailDecoder().decode(data, width: 120, height: 200)

        for (width, height) in [(40, 16), (24, 24), (7, 3), (240, 400)] {
            XCTAssertEqual(
                try ThumbnailDecoder().decode(data, width: width, height: height),
                full.scaled(width: width, height: height),
                "\(width) x \(height)")
        }
    }

    func test_info_readsThePrimaryItemsSizeFromTheContainer() throws {
        let tools = try ReferenceImageTools.make(for: self)
        try tools.makePicture("alpha.png", width: 33, height: 17, alpha: true)
        try tools.run(
            "avifenc", package: "libavif-bin", ["--speed", "10", tools.path("alpha.png"), tools.path("a.avif")])

        XCTAssertEqual(
            try ImageHeaderReader.read(try tools.data("a.avif")), ImageInfo(format: .avif, width: 33, height: 17))
    }
}
