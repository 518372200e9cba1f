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
        let across = Taps(source: self.width, target: width)
        let down = Taps(source: self.height, target: height)
        // The sums are exact and divided once, at the end, so either side may be scaled first
        // with the same result: first the one that leaves the other fewer pixels to go through
        // (when shrinking a photograph's height more than its width, about a third less work).
        let acrossFirst =
            self.height * across.indices.count + width * down.indices.count
            <= self.width * down.indices.count + height * across.indices.count
        return resampled(width: width, height: height, across: across, down: down, acrossFirst: acrossFirst)
    }

    /// `acrossFirst` chooses the order: internal for the tests, which check that it changes nothing.
    func resampled(width: Int, height: Int, acrossFirst: Bool) -> PixelImage {
        resampled(
            width: width, height: height, across: Taps(source: self.width, target: width),
            down: Taps(source: self.height, target: height), acrossFirst: acrossFirst)
    }

    private func resampled(width: Int, height: Int, across: Taps, down: Taps, acrossFirst: Bool) -> PixelImage {
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
    private func weighedSums(along taps: Taps, alongRows: Bool, width: Int, height: Int) -> [Int32] {
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
        _ sums: [Int32], sourceWidth: Int, along taps: Taps, alongRows: Bool, total: Int, _ width: Int, _ height: Int
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

/// For each target position along one side, the source positions it takes (`indices` and
/// `weights` from `starts[t]` to `starts[t + 1]`), whose weights add up to `total` for every
/// position, so that integers suffice.
private struct Taps {
    var indices: [Int] = []
    var weights: [Int] = []
    var starts: [Int] = [0]
    let total: Int

    init(source: Int, target: Int) {
        if target <= source {
            // Lengths in units where a source pixel is `target` long and a target pixel `source` long.
            total = source
            for position in 0..<target {
                let (start, end) = (position * source, (position + 1) * source)
                for index in start / target...(end - 1) / target {
                    add(index, min(end, (index + 1) * target) - max(start, index * target))
                }
                starts.append(indices.count)
            }
        } else if target >= 2 * source {
            // Pixel art and tiny images: each pixel repeated, so they stay crisp.
            total = 1
            for position in 0..<target {
                add(position * source / target, 1)
                starts.append(indices.count)
            }
        } else {
            // A target pixel's centre in source pixels is ((2t + 1) × source − target) / (2 × target).
            total = 2 * target
            for position in 0..<target {
                let centre = (2 * position + 1) * source - target
                let index = centre >= 0 ? centre / total : -1
                let fraction = centre - index * total
                add(max(index, 0), total - fraction)
                add(min(index + 1, source - 1), fraction)
                starts.append(indices.count)
            }
        }
    }

    func withUnsafeTaps<Result>(
        _ body: (UnsafeBufferPointer<Int>, UnsafeBufferPointer<Int>, UnsafeBufferPointer<Int>) -> Result
    ) -> Result {
        starts.withUnsafeBufferPointer { starts in
            indices.withUnsafeBufferPointer { indices in
                weights.withUnsafeBufferPointer { weights in body(starts, indices, weights) }
            }
        }
    }

    private mutating func add(_ index: Int, _ weight: Int) {
        indices.append(index)
        weights.append(weight)
    }
}
