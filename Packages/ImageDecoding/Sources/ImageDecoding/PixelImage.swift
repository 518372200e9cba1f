/// Decoded pixels: `width` × `height`, row by row from the top left, 4 bytes each (red, green,
/// blue, alpha; alpha not premultiplied, 255 opaque).
public struct PixelImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt8]

    /// `pixels` must hold exactly `width * height * 4` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "a size is never negative")
        precondition(pixels.count == width * height * 4, "RGBA needs 4 bytes per pixel")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour.
    public init(width: Int, height: Int, filledWith color: RGBAColor) {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for _ in 0..<width * height {
            pixels.append(color.red)
            pixels.append(color.green)
            pixels.append(color.blue)
            pixels.append(color.alpha)
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    public func pixel(x: Int, y: Int) -> RGBAColor {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "pixel (\(x), \(y)) is outside the image")
        let offset = (y * width + x) * 4
        return RGBAColor(
            red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2], alpha: pixels[offset + 3])
    }
}
