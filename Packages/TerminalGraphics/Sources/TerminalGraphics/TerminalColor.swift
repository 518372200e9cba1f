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

    /// Appends the sequence that sets this colour as the foreground (`ESC[38;…m`) to `bytes`, in
    /// UTF-8: a line of block symbols is written as bytes and made a string once.
    func appendForeground(to bytes: inout [UInt8]) { append(layer: 38, to: &bytes) }
    /// … as the background (`ESC[48;…m`).
    func appendBackground(to bytes: inout [UInt8]) { append(layer: 48, to: &bytes) }

    private func append(layer: UInt8, to bytes: inout [UInt8]) {
        bytes.append(0x1B)
        bytes.append(UInt8(ascii: "["))
        Self.appendDecimal(layer, to: &bytes)
        switch self {
        case .rgb(let red, let green, let blue):
            bytes.append(contentsOf: [UInt8(ascii: ";"), UInt8(ascii: "2")])
            for value in [red, green, blue] {
                bytes.append(UInt8(ascii: ";"))
                Self.appendDecimal(value, to: &bytes)
            }
        case .indexed(let index):
            bytes.append(contentsOf: [UInt8(ascii: ";"), UInt8(ascii: "5"), UInt8(ascii: ";")])
            Self.appendDecimal(index, to: &bytes)
        }
        bytes.append(UInt8(ascii: "m"))
    }

    private static func appendDecimal(_ value: UInt8, to bytes: inout [UInt8]) {
        let zero = UInt8(ascii: "0")
        if value >= 100 { bytes.append(zero + value / 100) }
        if value >= 10 { bytes.append(zero + value / 10 % 10) }
        bytes.append(zero + value % 10)
    }
}
