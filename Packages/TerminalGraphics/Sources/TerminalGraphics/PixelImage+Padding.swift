import ImageDecoding

extension PixelImage {
    /// The image at the top left of a larger one, `width` × `height` (at least its own size), the
    /// rest transparent: to give a picture the shape of the cells it goes in without stretching it.
    func padded(width: Int, height: Int) -> PixelImage {
        precondition(width >= self.width && height >= self.height, "padding never crops")
        guard width > self.width || height > self.height else { return self }
        var padded = [UInt8](repeating: 0, count: width * height * 4)
        let rowLength = self.width * 4
        for y in 0..<self.height {
            padded.replaceSubrange(
                y * width * 4..<y * width * 4 + rowLength, with: pixels[y * rowLength..<(y + 1) * rowLength])
        }
        return PixelImage(width: width, height: height, pixels: padded)
    }
}
