/// One colour as a terminal is told it: 24-bit, or an index of the 256-colour palette.
enum TerminalColor: Equatable {
    case rgb(UInt8, UInt8, UInt8)
    case indexed(UInt8)

    init(red: UInt8, green: UInt8, blue: UInt8, mode: TerminalColorMode) {
        switch mode {
        case .trueColor: self = .rgb(red, green, blue)
        case .palette256: self = .indexed(Palette256.nearestIndex(red: red, green: green, blue: blue))
        }
    }

    var foreground: String { "\u{1B}[38;\(parameters)m" }
    var background: String { "\u{1B}[48;\(parameters)m" }

    private var parameters: String {
        switch self {
        case .rgb(let red, let green, let blue): "2;\(red);\(green);\(blue)"
        case .indexed(let index): "5;\(index)"
        }
    }
}
