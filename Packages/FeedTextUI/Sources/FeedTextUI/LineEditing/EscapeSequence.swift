/// Reads the rest of an escape sequence after its ESC: the keys that arrive as `ESC [ …` (CSI)
/// and `ESC O …` (SS3) in the forms xterm, the Linux console, rxvt, tmux and screen send. Any other
/// sequence (function keys, modified arrows, mouse reports) is read to its end and means nothing.
struct EscapeSequence {
    enum Outcome: Equatable {
        case incomplete
        /// The sequence ended; the key it stands for, if any.
        case ended(Key?)
        /// `ESC [ 200 ~`: what follows is pasted text, up to `pasteEnd`.
        case pasteStart
        /// The byte cannot continue the sequence: the ESC stood alone and the byte is read afresh.
        case interrupted
    }

    static let pasteEnd = Array("\u{1B}[201~".utf8)
    private static let maximumParameterCount = 16

    private enum Stage { case introducer, csi, ss3 }
    private var stage = Stage.introducer
    private var parameters = [UInt8]()

    mutating func add(_ byte: UInt8) -> Outcome {
        switch (stage, byte) {
        case (.introducer, UInt8(ascii: "[")): stage = .csi
        case (.introducer, UInt8(ascii: "O")): stage = .ss3
        case (.introducer, 0x20..<0x7F): return .ended(nil)  // Alt with a key: no meaning here.
        case (.introducer, _): return .interrupted
        case (_, 0x20...0x3F):
            if parameters.count < Self.maximumParameterCount { parameters.append(byte) }
        case (.csi, 0x40...0x7E): return csiOutcome(final: byte)
        case (.ss3, 0x40...0x7E): return .ended(parameters.isEmpty ? Self.letterKey(byte) : nil)
        default: return .interrupted
        }
        return .incomplete
    }

    private func csiOutcome(final: UInt8) -> Outcome {
        if parameters.isEmpty { return .ended(Self.letterKey(final)) }
        guard final == UInt8(ascii: "~") else { return .ended(nil) }
        switch String(decoding: parameters, as: UTF8.self) {
        case "1", "7": return .ended(.home)
        case "4", "8": return .ended(.end)
        case "3": return .ended(.delete)
        case "200": return .pasteStart
        default: return .ended(nil)
        }
    }

    private static func letterKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        default: return nil
        }
    }
}
