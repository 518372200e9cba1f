/// For each target position along one side, the source positions it takes (`indices` and
/// `weights` from `starts[t]` to `starts[t + 1]`), whose weights add up to `total` for every
/// position, so that integers suffice. Shared by both ways of resampling
/// (``PixelImage/resampled(width:height:)``).
struct ResamplingTaps {
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
