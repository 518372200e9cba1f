import ImageDecoding

extension PixelImage {
    /// The middle `width` × `height` of the image (at most its own size).
    func centreCropped(width: Int, height: Int) -> PixelImage {
        precondition(width <= self.width && height <= self.height, "a crop is inside the image")
        guard width < self.width || height < self.height else { return self }
        let (left, top) = ((self.width - width) / 2, (self.height - height) / 2)
        var cropped: [UInt8] = []
        cropped.reserveCapacity(width * height * 4)
        for y in top..<top + height {
            let start = 4 * (y * self.width + left)
            cropped += pixels[start..<start + 4 * width]
        }
        return PixelImage(width: width, height: height, pixels: cropped)
    }
}
