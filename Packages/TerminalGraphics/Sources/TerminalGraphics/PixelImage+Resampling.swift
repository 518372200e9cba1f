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
        let across = ResamplingTaps(source: self.width, target: width)
        let down = ResamplingTaps(source: self.height, target: height)
        // The sums are exact and divided once, at the end, so either side may be scaled first
        // with the same result: first the one that leaves the other fewer pixels to go through
        // (when shrinking a photograph's height more than its width, about a third less work).
        let acrossFirst =
            self.height * across.indices.count + width * down.indices.count
            <= self.width * down.indices.count + height * across.indices.count
        return resampled(
            width: width, height: height, across: across, down: down, acrossFirst: acrossFirst,
            weighingAlpha: !isOpaque)
    }

    /// `acrossFirst` chooses the order and `weighingAlpha` the passes that weigh colours by alpha
    /// (an opaque image's come out the same without): internal for the tests, which check that
    /// neither changes anything.
    func resampled(width: Int, height: Int, acrossFirst: Bool, weighingAlpha: Bool = true) -> PixelImage {
        resampled(
            width: width, height: height, across: ResamplingTaps(source: self.width, target: width),
            down: ResamplingTaps(source: self.height, target: height), acrossFirst: acrossFirst,
            weighingAlpha: weighingAlpha)
    }

    private func resampled(
        width: Int, height: Int, across: ResamplingTaps, down: ResamplingTaps, acrossFirst: Bool, weighingAlpha: Bool
    ) -> PixelImage {
        guard weighingAlpha else {
            return opaqueResampled(width: width, height: height, across: across, down: down, acrossFirst: acrossFirst)
        }
        let total = across.total * down.total
        if acrossFirst {
            let sums = weighedSums(along: across, alongRows: true, width: width, height: self.height)
            return Self.averaged(sums, sourceWidth: width, along: down, alongRows: false, total: total, width, height)
        }
        let sums = weighedSums(along: down, alongRows: false, width: self.width, height: height)
        return Self.averaged(sums, sourceWidth: self.width, along: across, alongRows: true, total: total, width, height)
    }

    /// The first pass, to `width` × `height` along rows (across) or columns (down): red, green,
    /// blue (each times alpha) and alpha, times the weights (at most 255 × 255 × the weights'
    /// total, which is at most twice a side of at most `ThumbnailDecoder.maxThumbnailSide`: 32
    /// bits hold it).
    @inline(__always)
    private func weighedSums(along taps: ResamplingTaps, alongRows: Bool, width: Int, height: Int) -> [Int32] {
        let sourceWidth = self.width
        return [Int32](unsafeUninitializedCapacity: width * height * 4) { sums, count in
            taps.withUnsafeTaps { starts, indices, weights in
                pixels.withUnsafeBufferPointer { source in
                    for y in 0..<height {
                        for x in 0..<width {
                            // The source pixels of this one: along its row, or down its column.
                            let (position, base, step) = alongRows ? (x, y * sourceWidth, 1) : (y, x, sourceWidth)
                            var (red, green, blue, alpha) = (0, 0, 0, 0)
                            for tap in starts[position]..<starts[position + 1] {
                                let offset = 4 * (base + indices[tap] * step)
                                let weight = Int(source[offset + 3]) * weights[tap]
                                red += Int(source[offset]) * weight
                                green += Int(source[offset + 1]) * weight
                                blue += Int(source[offset + 2]) * weight
                                alpha += weight
                            }
                            let offset = 4 * (y * width + x)
                            sums[offset] = Int32(red)
                            sums[offset + 1] = Int32(green)
                            sums[offset + 2] = Int32(blue)
                            sums[offset + 3] = Int32(alpha)
                        }
                    }
                }
            }
            count = width * height * 4
        }
    }

    /// The second pass, along the other side: the sums of both passes' weights, each colour
    /// divided by its alpha's and the alpha by both passes' totals.
    @inline(__always)
    private static func averaged(
        _ sums: [Int32], sourceWidth: Int, along taps: ResamplingTaps, alongRows: Bool, total: Int, _ width: Int,
        _ height: Int
    ) -> PixelImage {
        let result = [UInt8](unsafeUninitializedCapacity: width * height * 4) { result, count in
            taps.withUnsafeTaps { starts, indices, weights in
                sums.withUnsafeBufferPointer { sums in
                    for y in 0..<height {
                        for x in 0..<width {
                            let (position, base, step) = alongRows ? (x, y * sourceWidth, 1) : (y, x, sourceWidth)
                            var (red, green, blue, alpha) = (0, 0, 0, 0)
                            for tap in starts[position]..<starts[position + 1] {
                                let offset = 4 * (base + indices[tap] * step)
                                let weight = weights[tap]
                                red += Int(sums[offset]) * weight
                                green += Int(sums[offset + 1]) * weight
                                blue += Int(sums[offset + 2]) * weight
                                alpha += Int(sums[offset + 3]) * weight
                            }
                            let offset = 4 * (y * width + x)
                            let divisor = max(alpha, 1)
                            result[offset] = UInt8((red + divisor / 2) / divisor)
                            result[offset + 1] = UInt8((green + divisor / 2) / divisor)
                            result[offset + 2] = UInt8((blue + divisor / 2) / divisor)
                            result[offset + 3] = UInt8((alpha + total / 2) / total)
                        }
                    }
                }
            }
            count = width * height * 4
        }
        return PixelImage(width: width, height: height, pixels: result)
    }
}
