/// Turns the bytes a terminal sends in raw mode into keys. Bytes may arrive in any chunks: a
/// character or an escape sequence split between two reads is completed by the next one.
///
/// Escape sequences it does not know (function keys, modified arrows, mouse reports) are consumed
/// whole and ignored, never taken as text. A lone ESC (or a sequence cut short) stays pending:
/// `isAwaitingMore` says so, and the caller calls `flush()` when no byte has followed for a short
/// while (an Escape key press is not followed by anything).
public struct KeyDecoder: Sendable {
    private var sequence: EscapeSequence?
    private var paste: PasteCollector?
    private var character = UTF8CharacterAssembler()
    private var followsCarriageReturn = false
    private var text = [UInt8]()
    private var keys = [Key]()

    public init() {}

    /// True while an escape sequence, a character or a paste is incomplete.
    public var isAwaitingMore: Bool { sequence != nil || paste != nil || character.isPending }

    /// The keys `bytes` complete, in order; consecutive printable characters come as one `.text`.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        for byte in bytes { consume(byte) }
        return takeKeys()
    }

    /// Gives up on whatever is incomplete (a lone ESC means nothing to the editor); an unfinished
    /// paste is delivered as it is, so a terminal that never ends one cannot swallow all input.
    public mutating func flush() -> [Key] {
        if let text = paste?.take() { emit(.paste(text)) }
        (sequence, paste) = (nil, nil)
        character.reset()
        return takeKeys()
    }

    private mutating func consume(_ byte: UInt8) {
        if paste != nil {
            guard paste!.add(byte) else { return }
            emit(.paste(paste!.take()))
            paste = nil
        } else if sequence != nil {
            switch sequence!.add(byte) {
            case .incomplete: return
            case .ended(let key): key.map { emit($0) }
            case .pasteStart: paste = PasteCollector()
            case .interrupted: sequence = nil; ground(byte); return
            }
            sequence = nil
        } else {
            ground(byte)
        }
    }

    private mutating func ground(_ byte: UInt8) {
        // Enter may send CR LF: one key, not two.
        let isLineFeedAfterCarriageReturn = byte == 0x0A && followsCarriageReturn
        followsCarriageReturn = byte == 0x0D
        if byte >= 0x80 {
            text += character.add(byte) ?? []
            return
        }
        character.reset()
        switch byte {
        case 0x20..<0x7F: text.append(byte)
        case 0x0A where isLineFeedAfterCarriageReturn: break
        case 0x0A, 0x0D: emit(.enter)
        case 0x09: emit(.tab)
        case 0x08, 0x7F: emit(.backspace)
        case 0x1B: sequence = EscapeSequence()
        default: ControlKey(byte: byte).map { emit(.control($0)) }
        }
    }

    private mutating func emit(_ key: Key) {
        takeText()
        keys.append(key)
    }

    private mutating func takeKeys() -> [Key] {
        takeText()
        defer { keys.removeAll() }
        return keys
    }

    private mutating func takeText() {
        guard !text.isEmpty else { return }
        keys.append(.text(String(decoding: text, as: UTF8.self)))
        text.removeAll()
    }
}
