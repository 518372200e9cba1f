/// Integer division, rounded down, by a divisor known in advance, as a multiplication: the
/// numerator times ⌊2^64 / d⌋ + 1, the high 64 bits of the product. Where an integer division
/// takes a dozen cycles or more, this takes a few, and a block-symbol thumbnail divides tens of
/// thousands of times (each resampled pixel's channels, each part's mean). Exact whenever
/// numerator × d < 2^64: the product overshoots n / d by less than n / 2^64, which is less than
/// the 1 / d it would take to pass the next integer. Divisors are at most 2^28 and numerators at
/// most 256 times the divisor, so it always is.
struct Divisor {
    let value: Int
    private let magic: UInt64

    init(_ value: Int) {
        precondition(value > 0 && value <= 1 << 28, "a divisor from 1 to 2^28")
        self.value = value
        // 2^64 / 1 does not fit: a divisor of 1 is the numerator itself (see quotient).
        magic = value == 1 ? 0 : UInt64.max / UInt64(value) + 1
    }

    /// ⌊`numerator` / `value`⌋, for `numerator` from 0 to 256 × `value`.
    @inline(__always)
    func quotient(of numerator: Int) -> Int {
        value == 1 ? numerator : Int(truncatingIfNeeded: UInt64(numerator).multipliedFullWidth(by: magic).high)
    }
}
