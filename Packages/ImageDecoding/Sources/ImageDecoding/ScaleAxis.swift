/// How one axis of a source image maps onto the same axis of a smaller or larger target.
///
/// Target position `t` covers the source positions `start(t) ..< end(t)`: the whole source split
/// into `target` runs as equal as whole pixels allow when scaling down (every source position in
/// exactly one run), one source position repeated over neighbouring targets when scaling up.
struct ScaleAxis {
    let source: Int
    let target: Int

    init(source: Int, target: Int) {
        precondition(source > 0 && target > 0, "both sizes are positive")
        self.source = source
        self.target = target
    }

    func start(_ targetPosition: Int) -> Int {
        targetPosition * source / target
    }

    func end(_ targetPosition: Int) -> Int {
        max((targetPosition + 1) * source / target, start(targetPosition) + 1)
    }

    /// The target positions whose runs hold `sourcePosition`: one when scaling down, one or more
    /// when scaling up.
    func targets(of sourcePosition: Int) -> ClosedRange<Int> {
        let last = min(((sourcePosition + 1) * target + source - 1) / source - 1, target - 1)
        let first = source >= target ? last : (sourcePosition * target + source - 1) / source
        return first...last
    }
}
