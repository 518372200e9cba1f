/// One box of median cut: a run of colour-histogram entries, with what choosing and splitting it
/// needs, computed once.
struct ColorBox {
    /// A histogram bin: its key, how many pixels fell in it, and their mean colour.
    struct Entry {
        let key: Int
        let count: Int
        let channels: SIMD3<Int>
    }

    let range: Range<Int>
    /// How far the box's pixels are from their mean colour: the sum of squared distances. The
    /// box that loses most when drawn in one colour is split first.
    let error: Double
    /// The channel (0 red, 1 green, 2 blue) along which the pixels spread most: the cut goes
    /// across it.
    let axis: Int

    init(range: Range<Int>, of entries: [Entry]) {
        var count = 0
        var sums = SIMD3<Double>(repeating: 0)
        var squares = SIMD3<Double>(repeating: 0)
        for entry in entries[range] {
            let weight = Double(entry.count)
            let channels = SIMD3<Double>(entry.channels)
            count += entry.count
            sums += weight * channels
            squares += weight * channels * channels
        }
        // Per channel: the sum of squared deviations from the mean, Σx² − (Σx)²/n.
        let spread = squares - sums * sums / Double(max(count, 1))
        self.range = range
        // One entry is one colour: nothing to split, whatever the rounding leaves of Σx² − (Σx)²/n.
        error = range.count > 1 ? max(spread.sum(), 0) : 0
        axis = spread[0] >= spread[1] ? (spread[0] >= spread[2] ? 0 : 2) : (spread[1] >= spread[2] ? 1 : 2)
    }

    /// Splits the box at the median pixel along `axis`, reordering its entries: two boxes of about
    /// as many pixels each, neither empty. A box of one entry cannot be split (its error is 0).
    func split(_ entries: inout [Entry]) -> (ColorBox, ColorBox) {
        precondition(range.count > 1, "a box of one colour has nothing to split")
        let axis = axis
        entries[range].sort { $0.channels[axis] < $1.channels[axis] }
        let half = entries[range].reduce(0) { $0 + $1.count } / 2
        var cut = range.lowerBound
        var below = 0
        repeat {
            below += entries[cut].count
            cut += 1
        } while below < half && cut < range.upperBound - 1
        return (
            ColorBox(range: range.lowerBound..<cut, of: entries), ColorBox(range: cut..<range.upperBound, of: entries)
        )
    }
}
