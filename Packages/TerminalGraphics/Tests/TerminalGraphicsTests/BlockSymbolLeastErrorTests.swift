import ImageDecoding
import SeededRandom
import XCTest

@testable import TerminalGraphics

/// The renderer's choice for an opaque cell against the definition, computed the slow way here:
/// of every symbol, the one whose two parts, each shown in its mean colour as the terminal shows
/// it, leave the least squared error over the cell's samples, brightness counted three times more
/// (the first symbol wins a tie). Pins the fit whatever shortcuts the renderer takes to it.
final class BlockSymbolLeastErrorTests: XCTestCase {
    func test_lines_drawEachOpaqueCellWithTheSymbolAndColoursOfLeastError() {
        var random = SplitMix64(seed: 50)
        for trial in 0..<600 {
            let samples = Self.randomCell(using: &random)
            let image = PixelImage(width: 8, height: 8, pixels: samples.flatMap { [$0.0, $0.1, $0.2, 255] })

            for mode in [TerminalColorMode.trueColor, .palette256] {
                XCTAssertEqual(
                    BlockSymbolRenderer.lines(for: image, colorMode: mode), [Self.leastErrorLine(samples, mode)],
                    "cell \(trial), \(mode)")
            }
        }
    }

    // MARK: - The definition

    private typealias Sample = (UInt8, UInt8, UInt8)

    private static func leastErrorLine(_ samples: [Sample], _ mode: TerminalColorMode) -> String {
        var best: (error: Int, character: Character, inside: String, outside: String)?
        for symbol in BlockSymbol.all {
            let inside = (0..<64).filter { symbol.mask & (1 << $0) != 0 }.map { samples[$0] }
            let outside = (0..<64).filter { symbol.mask & (1 << $0) == 0 }.map { samples[$0] }
            let (insideColor, insideError) = shown(inside, mode)
            let (outsideColor, outsideError) = shown(outside, mode)
            let error = insideError + outsideError
            if best == nil || error < best!.error { best = (error, symbol.character, insideColor, outsideColor) }
        }
        return "\u{1B}[38;\(best!.inside)m\u{1B}[48;\(best!.outside)m\(best!.character)\u{1B}[0m"
    }

    /// A part's colour (its SGR parameters) and its squared error: each channel's, plus three times
    /// the brightness's (Rec. 601 luma in thousandths), weighed as the renderer weighs them.
    private static func shown(_ part: [Sample], _ mode: TerminalColorMode) -> (String, Int) {
        let count = part.count
        func mean(_ channel: (Sample) -> UInt8) -> Int {
            (part.map { Int(channel($0)) }.reduce(0, +) + count / 2) / count
        }
        let (red, green, blue) = (mean { $0.0 }, mean { $0.1 }, mean { $0.2 })
        let color: (Int, Int, Int)
        let parameters: String
        switch mode {
        case .trueColor:
            color = (red, green, blue)
            parameters = "2;\(red);\(green);\(blue)"
        case .palette256:
            let index = Palette256.perceptualIndex(red: red, green: green, blue: blue)
            let entry = Palette256.color(at: index)
            color = (entry.red, entry.green, entry.blue)
            parameters = "5;\(index)"
        }
        let luma = color.0 * 299 + color.1 * 587 + color.2 * 114
        var error = 0
        var lumaError = 0
        for sample in part {
            let (r, g, b) = (Int(sample.0), Int(sample.1), Int(sample.2))
            error += (r - color.0) * (r - color.0) + (g - color.1) * (g - color.1) + (b - color.2) * (b - color.2)
            let difference = r * 299 + g * 587 + b * 114 - luma
            lumaError += difference * difference
        }
        return (parameters, error * 1_000_000 + 3 * lumaError)
    }

    /// Noise, or two colours split as a random symbol (or its complement) splits a cell, with noise
    /// of a random strength: cells that every symbol wins now and then, and near ties.
    private static func randomCell(using random: inout SplitMix64) -> [Sample] {
        func channel() -> Int { Int.random(in: 0...255, using: &random) }
        let symbol = BlockSymbol.all.randomElement(using: &random)!
        let mask = Bool.random(using: &random) ? symbol.mask : ~symbol.mask
        let colors = [(channel(), channel(), channel()), (channel(), channel(), channel())]
        let noise = [0, 2, 20, 255].randomElement(using: &random)!
        func noisy(_ value: Int) -> UInt8 {
            UInt8(min(255, max(0, value + Int.random(in: -noise...noise, using: &random))))
        }
        return (0..<64).map { index in
            let color = colors[mask & (1 << index) != 0 ? 0 : 1]
            return (noisy(color.0), noisy(color.1), noisy(color.2))
        }
    }
}
