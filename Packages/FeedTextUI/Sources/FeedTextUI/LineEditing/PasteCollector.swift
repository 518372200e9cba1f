/// Collects a bracketed paste up to its end mark, `ESC [ 201 ~`, keeping at most
/// `maximumByteCount` bytes of it: a paste longer than a command line can be is cut there, so
/// memory stays bounded whatever is pasted.
struct PasteCollector {
    static let maximumByteCount = LineBuffer.maximumUTF8Count

    private var bytes = [UInt8]()
    /// How many bytes of the end mark have arrived so far (held back until it is complete or not).
    private var matchedCount = 0

    /// Takes the next byte of the paste; true when it completes the end mark.
    mutating func add(_ byte: UInt8) -> Bool {
        let end = EscapeSequence.pasteEnd
        if byte == end[matchedCount] {
            matchedCount += 1
            guard matchedCount == end.count else { return false }
            matchedCount = 0
            return true
        }
        keep(end[..<matchedCount])
        matchedCount = byte == end[0] ? 1 : 0
        if matchedCount == 0 { keep([byte]) }
        return false
    }

    /// The text collected so far; the collector starts afresh.
    mutating func take() -> String {
        defer {
            bytes.removeAll()
            matchedCount = 0
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func keep(_ more: some Collection<UInt8>) {
        bytes.append(contentsOf: more.prefix(Self.maximumByteCount - bytes.count))
    }
}
