import ImageDecoding

/// How far two images of one size are apart, channel by channel (alpha included): the largest
/// difference and the mean one, over every channel of every pixel.
struct PixelDifference: CustomStringConvertible {
    let largest: Int
    let mean: Double

    init(_ image: PixelImage, _ reference: PixelImage) {
        precondition(image.width == reference.width && image.height == reference.height, "sizes differ")
        var largest = 0
        var total = 0
        for (ours, theirs) in zip(image.pixels, reference.pixels) {
            let difference = abs(Int(ours) - Int(theirs))
            largest = max(largest, difference)
            total += difference
        }
        self.largest = largest
        mean = image.pixels.isEmpty ? 0 : Double(total) / Double(image.pixels.count)
    }

    var description: String { "largest \(largest), mean \(mean)" }
}
