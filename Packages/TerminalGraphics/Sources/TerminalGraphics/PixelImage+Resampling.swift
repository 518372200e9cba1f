import ImageDecoding

extension PixelImage {
    /// The image scaled to `width` × `height`, each side on its own: down by exact area averaging
    /// (each target pixel the mean of the source area it covers, fractions of pixels included),
    /// up by linear interpolation between the two nearest source pixels (by repeating each pixel
    /// where there are fewer than half as many as asked: pixel art stays crisp); colours weighted
    /// by alpha.
    ///
    /// The decoder's scaler averages whole source pixels (runs of 1 and 2 alternate when scaling
    /// 360 to 192) and repeats pixels to scale up, which moves edges by up to a pixel and makes
    /// steps: harmless for a half block, but block symbols place an edge within an eighth of a
    /// cell, where it shows. Decoded at no more than the image's pixels (and up to 4 times the
    /// samples), then scaled here, the edges land where they are.
    func resampled(width: Int, height: Int) -> PixelImage {
        precondition(width > 0 && height > 0 && self.width > 0 && self.height > 0, "sizes are positive")
        guard width != self.width || height != self.height else { return self }
        let (across, acrossTotal) = Self.weights(source: self.width, target: width)
        let (down, downTotal) = Self.weights(source: self.height, target: height)
        // Rows scaled across first: red, green, blue (each times alpha) and alpha, times the
        // horizontal coverage.
        var rows = [Int](repeating: 0, count: width * self.height * 4)
        pixels.withUnsafeBufferPointer { source in
            for y in 0..<self.height {
                for x in 0..<width {
                    var sums = (0, 0, 0, 0)
                    for (sourceX, weight) in across[x] {
                        let offset = 4 * (y * self.width + sourceX)
                        let alpha = Int(source[offset + 3]) * weight
                        sums.0 += Int(source[offset]) * alpha
                        sums.1 += Int(source[offset + 1]) * alpha
                        sums.2 += Int(source[offset + 2]) * alpha
                        sums.3 += alpha
                    }
                    let offset = 4 * (y * width + x)
                    (rows[offset], rows[offset + 1], rows[offset + 2], rows[offset + 3]) = sums
                }
            }
        }
        var result = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                var sums = (0, 0, 0, 0)
                for (sourceY, weight) in down[y] {
                    let offset = 4 * (sourceY * width + x)
                    sums.0 += rows[offset] * weight
                    sums.1 += rows[offset + 1] * weight
                    sums.2 += rows[offset + 2] * weight
                    sums.3 += rows[offset + 3] * weight
                }
                let offset = 4 * (y * width + x)
                guard sums.3 > 0 else { continue }
                result[offset] = UInt8((sums.0 + sums.3 / 2) / sums.3)
                result[offset + 1] = UInt8((sums.1 + sums.3 / 2) / sums.3)
                result[offset + 2] = UInt8((sums.2 + sums.3 / 2) / sums.3)
                let total = acrossTotal * downTotal
                result[offset + 3] = UInt8((sums.3 + total / 2) / total)
            }
        }
        return PixelImage(width: width, height: height, pixels: result)
    }

    /// For each target position, the source positions it takes and their weights, which add up
    /// to the same total for every position (returned with them), so that integers suffice.
    private static func weights(source: Int, target: Int) -> (weights: [[(index: Int, weight: Int)]], total: Int) {
        if target <= source {
            // Lengths in units where a source pixel is `target` long and a target pixel `source` long.
            let weights = (0..<target).map { position in
                let (start, end) = (position * source, (position + 1) * source)
                return (start / target...(end - 1) / target).map { index in
                    (index, min(end, (index + 1) * target) - max(start, index * target))
                }
            }
            return (weights, source)
        }
        if target >= 2 * source {
            // Pixel art and tiny images: each pixel repeated, so they stay crisp.
            return ((0..<target).map { [($0 * source / target, 1)] }, 1)
        }
        // A target pixel's centre in source pixels is ((2t + 1) × source − target) / (2 × target).
        let scale = 2 * target
        let weights = (0..<target).map { position in
            let centre = (2 * position + 1) * source - target
            let (index, fraction) = (centre.floorDivided(by: scale), centre - centre.floorDivided(by: scale) * scale)
            return [(min(max(index, 0), source - 1), scale - fraction), (min(index + 1, source - 1), fraction)]
        }
        return (weights, scale)
    }
}

extension Int {
    fileprivate func floorDivided(by divisor: Int) -> Int {
        self >= 0 ? self / divisor : -((-self + divisor - 1) / divisor)
    }
}
