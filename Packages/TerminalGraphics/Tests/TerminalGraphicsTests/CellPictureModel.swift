import Foundation
import ImageDecoding

/// What a terminal shows for lines of block symbols, without a terminal: each cell drawn as 8 × 8
/// pixels, its symbol's part in the foreground colour and the rest in the background's (the
/// symbols fill exact eighths of a cell, as terminals draw them), and the likeness of that to a
/// picture: a cheap, deterministic stand-in for a screenshot.
enum CellPictureModel {
    /// Luminance (Rec. 601) of each pixel of the drawn cells, row by row; a 256-colour index as
    /// xterm's palette has it (16–255).
    static func luminance(ofLines lines: [String], columns: Int) -> [Double] {
        var rows: [[Double]] = []
        for line in lines {
            var cells: [(Character, Double, Double)] = []
            var foreground = 0.0
            var background = 0.0
            var scalars = Array(line.unicodeScalars)[...]
            while let scalar = scalars.popFirst() {
                if scalar == "\u{1B}" {
                    var sequence = ""
                    while let next = scalars.popFirst(), next != "m" { sequence.unicodeScalars.append(next) }
                    let numbers = sequence.dropFirst().split(separator: ";").compactMap { Int($0) }
                    if numbers.count >= 2 {
                        let value = luma(numbers)
                        if numbers[0] == 38 { foreground = value } else if numbers[0] == 48 { background = value }
                    } else {
                        background = 0
                    }
                    continue
                }
                cells.append((Character(scalar), foreground, background))
            }
            for y in 0..<8 {
                rows.append(
                    (0..<columns).flatMap { column -> [Double] in
                        guard column < cells.count else { return Array(repeating: 0, count: 8) }
                        let (character, foreground, background) = cells[column]
                        return (0..<8).map { x in covers(character, x: x, y: y) ? foreground : background }
                    })
            }
        }
        return rows.flatMap { $0 }
    }

    /// The picture's luminance at the same pixels, decoded at them.
    static func luminance(of image: PixelImage) -> [Double] {
        (0..<image.width * image.height).map { index in
            let offset = index * 4
            return 0.299 * Double(image.pixels[offset]) + 0.587 * Double(image.pixels[offset + 1]) + 0.114
                * Double(image.pixels[offset + 2])
        }
    }

    static func correlation(_ a: [Double], _ b: [Double]) -> Double {
        let count = Double(a.count)
        let (meanA, meanB) = (a.reduce(0, +) / count, b.reduce(0, +) / count)
        let covariance = zip(a, b).reduce(0) { $0 + ($1.0 - meanA) * ($1.1 - meanB) }
        let spreadA = a.reduce(0) { $0 + ($1 - meanA) * ($1 - meanA) }.squareRoot()
        let spreadB = b.reduce(0) { $0 + ($1 - meanB) * ($1 - meanB) }.squareRoot()
        return covariance / (spreadA * spreadB)
    }

    private static func luma(_ numbers: [Int]) -> Double {
        let (red, green, blue): (Int, Int, Int)
        if numbers[1] == 2, numbers.count == 5 {
            (red, green, blue) = (numbers[2], numbers[3], numbers[4])
        } else {
            (red, green, blue) = paletteColor(numbers[2])
        }
        return 0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue)
    }

    private static func paletteColor(_ index: Int) -> (Int, Int, Int) {
        if index >= 232 { return (8 + 10 * (index - 232), 8 + 10 * (index - 232), 8 + 10 * (index - 232)) }
        let levels = [0, 95, 135, 175, 215, 255]
        let cube = index - 16
        return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
    }

    /// Whether the symbol's foreground covers the pixel (`x`, `y`) of a cell 8 × 8.
    private static func covers(_ character: Character, x: Int, y: Int) -> Bool {
        let code = character.unicodeScalars.first!.value
        switch code {
        case 0x2580: return y < 4
        case 0x2581...0x2588: return y >= 8 - Int(code - 0x2580)
        case 0x2589...0x258F: return x < 8 - Int(code - 0x2588)
        case 0x2590: return x >= 4
        case 0x2596: return x < 4 && y >= 4
        case 0x2597: return x >= 4 && y >= 4
        case 0x2598: return x < 4 && y < 4
        case 0x259A: return (x < 4) == (y < 4)
        case 0x259D: return x >= 4 && y < 4
        default: return false
        }
    }
}
