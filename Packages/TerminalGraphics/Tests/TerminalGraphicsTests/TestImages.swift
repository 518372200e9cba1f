import ImageDecoding

/// Pixels for the tests, the same on every run.
enum TestImages {
    /// Each channel of each pixel from a linear congruential generator seeded with `seed`: noise,
    /// which no palette of 256 colours or zlib makes much smaller.
    static func noise(width: Int, height: Int, seed: UInt32 = 1, alpha: UInt8? = 255) -> PixelImage {
        var state = seed
        var pixels: [UInt8] = []
        for index in 0..<width * height * 4 {
            state = state &* 1_664_525 &+ 1_013_904_223
            let byte = UInt8(truncatingIfNeeded: state >> 24)
            pixels.append(index % 4 == 3 ? alpha ?? byte : byte)
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    /// Smooth colour ramps across and down, like a photo's sky or skin: many colours close to
    /// each other.
    static func gradient(width: Int, height: Int) -> PixelImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels += [
                    UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)),
                    UInt8((x + y) * 127 / max(width + height - 2, 1)), 255,
                ]
            }
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    /// `colors[(x / blockSide + y / blockSide) % colors.count]` at each pixel: a checkerboard of
    /// blocks in a few colours.
    static func blocks(width: Int, height: Int, blockSide: Int, colors: [RGBAColor]) -> PixelImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let color = colors[(x / blockSide + y / blockSide) % colors.count]
                pixels += [color.red, color.green, color.blue, color.alpha]
            }
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    /// RGBA without alpha.
    static func rgb(_ image: PixelImage) -> [UInt8] {
        image.pixels.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)
    }
}
