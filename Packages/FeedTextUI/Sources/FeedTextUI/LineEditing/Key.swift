/// A key (or a paste) read from a terminal in raw mode, as `KeyDecoder` recognises it.
public enum Key: Equatable, Sendable {
    /// Printable text typed (several characters when they arrive together, as in an unbracketed
    /// paste). Never holds a control character.
    case text(String)
    /// Text pasted between the terminal's bracketed-paste marks, as it came (newlines included).
    case paste(String)
    case enter, tab, backspace, delete
    case left, right, up, down, home, end
    case control(ControlKey)
}

/// The Ctrl-letter chords the line editor understands; other control bytes are ignored. In raw mode
/// the terminal sends Ctrl-C and Ctrl-Z as bytes, not signals, so the editor decides what they do.
public enum ControlKey: Equatable, Sendable, CaseIterable {
    case a, b, c, d, e, f, k, l, u, w, z

    init?(byte: UInt8) {
        switch byte {
        case 0x01: self = .a
        case 0x02: self = .b
        case 0x03: self = .c
        case 0x04: self = .d
        case 0x05: self = .e
        case 0x06: self = .f
        case 0x0B: self = .k
        case 0x0C: self = .l
        case 0x15: self = .u
        case 0x17: self = .w
        case 0x1A: self = .z
        default: return nil
        }
    }
}
