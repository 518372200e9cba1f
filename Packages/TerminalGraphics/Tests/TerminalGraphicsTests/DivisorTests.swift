import SeededRandom
import XCTest

@testable import TerminalGraphics

final class DivisorTests: XCTestCase {
    func test_quotient_isTheIntegerQuotientOfEveryMeanOfACellsSamples() {
        // A part of a cell: 1 to 64 samples, each channel's sum at most 255 each, plus half the count.
        for count in 1...64 {
            let divisor = Divisor(count)
            for numerator in 0...(255 * count + count / 2) where divisor.quotient(of: numerator) != numerator / count {
                return XCTFail("\(numerator) / \(count)")
            }
        }
    }

    func test_quotient_isTheIntegerQuotientUpTo256TimesTheLargestDivisors() {
        var random = SplitMix64(seed: 50)
        for _ in 0..<100_000 {
            let value = Int.random(in: 1...(1 << 28), using: &random)
            let numerator = Int.random(in: 0...(256 * value), using: &random)
            // Around a multiple too, where a quotient a little too large would show.
            let multiple = numerator / value * value
            for numerator in [numerator, multiple, max(multiple - 1, 0), 256 * value] {
                XCTAssertEqual(Divisor(value).quotient(of: numerator), numerator / value, "\(numerator) / \(value)")
            }
        }
    }
}
