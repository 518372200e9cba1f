/// One pass of PNG's Adam7 interlacing: the pixels at `first + n * step` on both axes.
struct Adam7Pass {
    struct Axis {
        let first: Int
        let step: Int
    }

    let columns: Axis
    let rows: Axis

    /// A non-interlaced image, as one pass of every pixel.
    static let whole = Adam7Pass(columns: Axis(first: 0, step: 1), rows: Axis(first: 0, step: 1))

    static let all: [Adam7Pass] = [
        Adam7Pass(columns: Axis(first: 0, step: 8), rows: Axis(first: 0, step: 8)),
        Adam7Pass(columns: Axis(first: 4, step: 8), rows: Axis(first: 0, step: 8)),
        Adam7Pass(columns: Axis(first: 0, step: 4), rows: Axis(first: 4, step: 8)),
        Adam7Pass(columns: Axis(first: 2, step: 4), rows: Axis(first: 0, step: 4)),
        Adam7Pass(columns: Axis(first: 0, step: 2), rows: Axis(first: 2, step: 4)),
        Adam7Pass(columns: Axis(first: 1, step: 2), rows: Axis(first: 0, step: 2)),
        Adam7Pass(columns: Axis(first: 0, step: 1), rows: Axis(first: 1, step: 2)),
    ]

    /// How many of the `size` positions of an axis this pass holds.
    func count(in size: Int, axis: KeyPath<Adam7Pass, Axis>) -> Int {
        let axis = self[keyPath: axis]
        return size > axis.first ? (size - axis.first + axis.step - 1) / axis.step : 0
    }
}
