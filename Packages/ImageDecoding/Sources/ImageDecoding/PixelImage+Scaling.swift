extension PixelImage {
    /// The image scaled to exactly `width` × `height` by area averaging, as the decoders scale: for
    /// an image that is already decoded (or drawn).
    public func scaled(width: Int, height: Int) -> PixelImage {
        precondition(self.width > 0 && self.height > 0 && width > 0 && height > 0, "sizes are positive")
        var scaler = AreaAverageScaler(sourceWidth: self.width, sourceHeight: self.height, width: width, height: height)
        let rowLength = self.width * 4
        pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<self.height {
                scaler.addRow(UnsafeBufferPointer(rebasing: pixels[y * rowLength..<(y + 1) * rowLength]), y: y)
            }
        }
        return scaler.makeImage()
    }
}
