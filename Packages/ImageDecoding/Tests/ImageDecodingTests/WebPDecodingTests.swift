import Foundation
import ImageDecoding
import XCTest

/// Our WebP decoding against `dwebp`'s, on files `cwebp`, `img2webp` and `webpmux` make. Both go
/// through libwebp with its default options, so at the image's own size every pixel must be the
/// same (tolerance 0). Scaled down, libwebp's own rescaler does the work (so only the thumbnail is
/// held); it weighs the edges of a pixel's box a little differently from the area average: within
/// 12 levels of it, 1.5 on average (measured: 9 and 0.9 at 120 × 80 to 24 × 24).
final class WebPDecodingTests: XCTestCase {
    func test_decode_deliversExactPixelsOfLosslessFiles() throws {
        try assertDecodesExactly("lossless-alpha-24x16.webp", width: 24, height: 16)
        try assertDecodesExactly("animated-24x16.webp", width: 24, height: 16)
    }

    func test_decode_matchesDWebPOnLossyLosslessAndAlphaFiles() throws {
        let tools = try ReferenceImageTools.make(for: self)
        try tools.makePicture("opaque.png", width: 97, height: 61)
        try tools.makePicture("alpha.png", width: 97, height: 61, alpha: true)
        let files = [
            ("lossy.webp", ["-q", "75", tools.path("opaque.png")]),
            ("lossless.webp", ["-lossless", tools.path("opaque.png")]),
            ("lossy-alpha.webp", ["-q", "75", tools.path("alpha.png")]),
            ("lossless-alpha.webp", ["-lossless", tools.path("alpha.png")]),
        ]
        for (name, arguments) in files {
            try tools.run("cwebp", package: "webp", ["-quiet"] + arguments + ["-o", tools.path(name)])
            try tools.run(
                "dwebp", package: "webp", ["-quiet", tools.path(name), "-pam", "-o", tools.path(name + ".pam")])
            let reference = try tools.pixels(ofPAM: name + ".pam")

            let ours = try ThumbnailDecoder().decode(try tools.data(name), width: 97, height: 61)

            XCTAssertEqual(PixelDifference(ours, reference).largest, 0, name)
        }
    }

    func test_decode_scalesLikeTheAreaAverageOfTheFullPicture() throws {
        let tools = try ReferenceImageTools.make(for: self)
        try tools.makePicture("source.png", width: 120, height: 80)
        try tools.run(
            "cwebp", package: "webp", ["-quiet", "-lossless", tools.path("source.png"), "-o", tools.path("a.webp")])
        let data = try tools.data("a.webp")
        let full = try ThumbnailDecoder().decode(data, width: 120, height: 80)

        for (width, height) in [(40, 16), (24, 24), (7, 3), (240, 40)] {
            let difference = PixelDifference(
                try ThumbnailDecoder().decode(data, width: width, height: height),
                full.scaled(width: width, height: height))
            XCTAssertLessThanOrEqual(difference.largest, 12, "\(width) x \(height): \(difference)")
            XCTAssertLessThan(difference.mean, 1.5, "\(width) x \(height): \(difference)")
        }
    }

    func test_decode_drawsAnAnimationsFirstFrame() throws {
        let tools = try ReferenceImageTools.make(for: self)
        try tools.makePicture("first.png", width: 64, height: 48, seed: 1)
        try tools.makePicture("second.png", width: 64, height: 48, seed: 2)
        try tools.run(
            "img2webp", package: "webp",
            ["-lossless", tools.path("first.png"), tools.path("second.png"), "-o", tools.path("animated.webp")])

        let ours = try ThumbnailDecoder().decode(try tools.data("animated.webp"), width: 64, height: 48)

        XCTAssertEqual(PixelDifference(ours, try tools.pixels(ofPNG: "first.png")).largest, 0)
    }

    func test_decode_placesAFirstFrameSmallerThanItsCanvasOnTransparency() throws {
        let tools = try ReferenceImageTools.make(for: self)
        try tools.makePicture("small.png", width: 20, height: 10, seed: 3)
        try tools.makePicture("large.png", width: 64, height: 48, seed: 4)
        for name in ["small", "large"] {
            try tools.run(
                "cwebp", package: "webp",
                ["-quiet", "-lossless", tools.path("\(name).png"), "-o", tools.path("\(name).webp")])
        }
        // The small frame first, at (10, 6) of the canvas the large one sets.
        try tools.run(
            "webpmux", package: "webp",
            [
                "-frame", tools.path("small.webp"), "+100+10+6", "-frame", tools.path("large.webp"), "+100+0+0",
                "-o", tools.path("animated.webp"),
            ])
        let small = try tools.pixels(ofPNG: "small.png")

        let ours = try ThumbnailDecoder().decode(try tools.data("animated.webp"), width: 64, height: 48)

        for y in 0..<48 {
            for x in 0..<64 {
                let onFrame = (10..<30).contains(x) && (6..<16).contains(y)
                let expected = onFrame ? small.pixel(x: x - 10, y: y - 6) : nil
                if let expected {
                    XCTAssertEqual(ours.pixel(x: x, y: y), expected, "(\(x), \(y))")
                } else {
                    XCTAssertEqual(ours.pixel(x: x, y: y).alpha, 0, "(\(x), \(y)) is off the frame")
                }
            }
        }
    }
}
