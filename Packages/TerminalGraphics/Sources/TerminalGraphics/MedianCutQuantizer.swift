import ImageDecoding

/// Reduces an image to a palette of its own, of at most `maxColors` colours, by median cut: the
/// image's colours (in a histogram of 5 bits a channel) are put in one box, and the box whose
/// colours are farthest from their mean is cut in two at its median, across the channel they
/// spread along most, until there are `maxColors` boxes; each box's colour is the mean of its
/// pixels. Photos get colours where they have many, which a fixed palette cannot do.
///
/// No dithering: at thumbnail sizes 256 colours of the image's own leave little banding, and the
/// noise dithering adds would break up the runs that sixel's run-length encoding shortens, making
/// the output larger and slower to draw (and the work more).
///
/// Transparency follows the block symbols' rule: a pixel with alpha below 128 is left undrawn, any
/// other is drawn opaque in its own colour.
enum MedianCutQuantizer {
    private static let binCount = 1 << 15

    static func quantize(_ image: PixelImage, maxColors: Int) -> IndexedImage {
        precondition((1...256).contains(maxColors), "a sixel palette has 1 to 256 colours here")
        var counts = [Int](repeating: 0, count: binCount)
        var sums = [SIMD3<Int>](repeating: .zero, count: binCount)
        image.pixels.withUnsafeBufferPointer { pixels in
            for offset in stride(from: 0, to: pixels.count, by: 4) where pixels[offset + 3] >= 128 {
                let color = SIMD3<Int>(Int(pixels[offset]), Int(pixels[offset + 1]), Int(pixels[offset + 2]))
                let key = bin(color)
                counts[key] += 1
                sums[key] &+= color
            }
        }

        var entries = (0..<binCount).compactMap { key in
            counts[key] == 0 ? nil : ColorBox.Entry(key: key, count: counts[key], channels: sums[key] / counts[key])
        }
        let boxes = cut(&entries, into: maxColors)

        let palette = boxes.map { box in
            var count = 0
            var sum = SIMD3<Int>.zero
            for entry in entries[box.range] {
                count += entry.count
                sum &+= sums[entry.key]
            }
            let mean = (sum &+ count / 2) / count
            return RGBAColor(red: UInt8(mean[0]), green: UInt8(mean[1]), blue: UInt8(mean[2]))
        }
        // Each colour to the nearest of the palette, which is not always its own box's: a box's
        // mean can be farther than a neighbour's from the colours at its edge.
        var indexOfBin = [UInt16](repeating: 0, count: binCount)
        for entry in entries {
            indexOfBin[entry.key] = nearest(to: entry.channels, in: palette)
        }

        var indices = [UInt16](repeating: IndexedImage.transparent, count: image.width * image.height)
        image.pixels.withUnsafeBufferPointer { pixels in
            for pixel in indices.indices where pixels[pixel * 4 + 3] >= 128 {
                let offset = pixel * 4
                let color = SIMD3<Int>(Int(pixels[offset]), Int(pixels[offset + 1]), Int(pixels[offset + 2]))
                indices[pixel] = indexOfBin[bin(color)]
            }
        }
        return IndexedImage(width: image.width, height: image.height, palette: palette, indices: indices)
    }

    /// The boxes of median cut over `entries` (reordered so that each box is a run of them).
    private static func cut(_ entries: inout [ColorBox.Entry], into maxColors: Int) -> [ColorBox] {
        guard !entries.isEmpty else { return [] }
        var boxes = [ColorBox(range: entries.indices, of: entries)]
        while boxes.count < maxColors,
            let worst = boxes.indices.max(by: { boxes[$0].error < boxes[$1].error }), boxes[worst].error > 0
        {
            let (first, second) = boxes[worst].split(&entries)
            boxes[worst] = first
            boxes.append(second)
        }
        return boxes
    }

    private static func nearest(to color: SIMD3<Int>, in palette: [RGBAColor]) -> UInt16 {
        var best = 0
        var bestDistance = Int.max
        for (index, candidate) in palette.enumerated() {
            let difference = color &- SIMD3(Int(candidate.red), Int(candidate.green), Int(candidate.blue))
            let distance = (difference &* difference).wrappedSum()
            if distance < bestDistance {
                (best, bestDistance) = (index, distance)
            }
        }
        return UInt16(best)
    }

    /// The histogram bin of a colour: its top 5 bits of each channel.
    private static func bin(_ color: SIMD3<Int>) -> Int {
        (color[0] >> 3) << 10 | (color[1] >> 3) << 5 | color[2] >> 3
    }
}
