extension PixelImage {
    /// The stored pixels turned upright as `orientation` says: a thumbnail's worth, after the
    /// decode has scaled the picture down, so the turn never costs a full-size copy.
    func oriented(_ orientation: ImageOrientation) -> PixelImage {
        guard orientation != .up else { return self }
        let upright = orientation.size(width: width, height: height)
        var turned = [UInt8](repeating: 0, count: pixels.count)
        for y in 0..<upright.height {
            for x in 0..<upright.width {
                let stored = orientation.storedPosition(x: x, y: y, width: width, height: height)
                let from = (stored.y * width + stored.x) * 4
                let to = (y * upright.width + x) * 4
                turned[to..<to + 4] = pixels[from..<from + 4]
            }
        }
        return PixelImage(width: upright.width, height: upright.height, pixels: turned)
    }
}
