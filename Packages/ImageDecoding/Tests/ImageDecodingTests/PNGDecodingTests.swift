import ImageDecoding
import XCTest

final class PNGDecodingTests: XCTestCase {
    func test_decode_deliversExactPixelsOfEveryColourTypeAndBitDepth() throws {
        let fixtures = [
            "rgb8.png", "rgb16.png", "rgba8.png", "rgba16.png",
            "gray1.png", "gray2.png", "gray4.png", "gray8.png", "gray16.png", "graya8.png", "graya16.png",
            "palette1.png", "palette2.png", "palette4.png", "palette8.png",
        ]
        for name in fixtures {
            try assertDecodesExactly(name, width: 5, height: 3)
        }
    }

    func test_decode_makesTRNSColoursTransparent() throws {
        for name in ["palette-trns.png", "gray-trns.png", "rgb-trns.png"] {
            try assertDecodesExactly(name, width: 5, height: 3)
        }
    }

    func test_decode_placesEveryPassOfInterlacedImages() throws {
        try assertDecodesExactly("interlaced-1x1.png", width: 1, height: 1)
        try assertDecodesExactly("interlaced-3x2.png", width: 3, height: 2)
        try assertDecodesExactly("interlaced-9x11.png", width: 9, height: 11)
        try assertDecodesExactly("interlaced-rgb16-9x11.png", width: 9, height: 11)
    }

    func test_decode_scalesByAreaAverage() throws {
        let data = try DecodingFixtures.data("two-color-64x32.png")

        let image = try ThumbnailDecoder().decode(data, width: 4, height: 1)

        let red = RGBAColor(red: 255, green: 0, blue: 0)
        let blue = RGBAColor(red: 0, green: 0, blue: 255)
        XCTAssertEqual((0..<4).map { image.pixel(x: $0, y: 0) }, [red, red, blue, blue])
    }

    func test_decode_averagesAcrossInterlacedPasses() throws {
        let data = try DecodingFixtures.data("interlaced-9x11.png")
        let full = try ThumbnailDecoder().decode(data, width: 9, height: 11)

        for (width, height) in [(3, 2), (1, 1), (4, 5), (13, 17)] {
            XCTAssertEqual(
                try ThumbnailDecoder().decode(data, width: width, height: height),
                full.scaled(width: width, height: height),
                "\(width) x \(height)"
            )
        }
    }
}
