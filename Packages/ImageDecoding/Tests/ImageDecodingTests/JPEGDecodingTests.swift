import ImageDecoding
import XCTest

/// JPEG is lossy: colours are compared within a tolerance, and the two-colour fixtures split on a
/// block boundary so each half decodes to nearly its own colour.
final class JPEGDecodingTests: XCTestCase {
    private let red = RGBAColor(red: 255, green: 0, blue: 0)
    private let blue = RGBAColor(red: 0, green: 0, blue: 255)

    func test_decode_deliversColourOfSolidImage() throws {
        let image = try decode("solid-red-16x16.jpg", width: 1, height: 1)

        assertColor(image.pixel(x: 0, y: 0), isNear: red)
    }

    func test_decode_deliversBothHalvesOfTwoColourImageInEverySubsampling() throws {
        for name in ["two-color-32x16.jpg", "two-color-444-32x16.jpg", "two-color-422-32x16.jpg"] {
            let image = try decode(name, width: 2, height: 1)

            assertColor(image.pixel(x: 0, y: 0), isNear: red, name)
            assertColor(image.pixel(x: 1, y: 0), isNear: blue, name)
        }
    }

    func test_decode_deliversProgressiveAndArithmeticCodedImages() throws {
        for name in ["two-color-progressive-32x16.jpg", "two-color-arithmetic-32x16.jpg"] {
            let image = try decode(name, width: 2, height: 1)

            assertColor(image.pixel(x: 0, y: 0), isNear: red, name)
            assertColor(image.pixel(x: 1, y: 0), isNear: blue, name)
        }
    }

    func test_decode_scalesLargerImagesWhileDecoding() throws {
        for name in ["two-color-256x128.jpg", "two-color-progressive-256x128.jpg"] {
            let image = try decode(name, width: 4, height: 2)

            for y in 0..<2 {
                assertColor(image.pixel(x: 0, y: y), isNear: red, name)
                assertColor(image.pixel(x: 1, y: y), isNear: red, name)
                assertColor(image.pixel(x: 2, y: y), isNear: blue, name)
                assertColor(image.pixel(x: 3, y: y), isNear: blue, name)
            }
        }
    }

    func test_decode_deliversGrayscaleImageAsGrayRGB() throws {
        let image = try decode("gray-16x32.jpg", width: 1, height: 2)

        assertColor(image.pixel(x: 0, y: 0), isNear: RGBAColor(red: 0, green: 0, blue: 0))
        assertColor(image.pixel(x: 0, y: 1), isNear: RGBAColor(red: 255, green: 255, blue: 255))
    }

    func test_decode_convertsAdobeCMYKToRGB() throws {
        let image = try decode("cmyk-16x8.jpg", width: 2, height: 1)

        assertColor(image.pixel(x: 0, y: 0), isNear: red)
        assertColor(image.pixel(x: 1, y: 0), isNear: blue)
    }

    // MARK: - Helpers

    private func decode(_ name: String, width: Int, height: Int) throws -> PixelImage {
        try ThumbnailDecoder().decode(DecodingFixtures.data(name), width: width, height: height)
    }

    private func assertColor(
        _ color: RGBAColor,
        isNear expected: RGBAColor,
        _ message: String = "",
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let tolerance = 12
        let channels = [
            (color.red, expected.red), (color.green, expected.green), (color.blue, expected.blue),
            (color.alpha, expected.alpha),
        ]
        for (actual, wanted) in channels where abs(Int(actual) - Int(wanted)) > tolerance {
            XCTFail("\(color) is not near \(expected) \(message)", file: file, line: line)
            return
        }
    }
}
