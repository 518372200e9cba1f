/// Searches of the bytes of text the front writes, for the few ASCII bytes that matter (ESC, BEL,
/// a line break). A picture in a picture protocol is one line of hundreds of kilobytes, written on
/// the main queue, where keys and Ctrl-C wait their turn: it is measured, wrapped and placed by
/// looking for these bytes over contiguous memory, never by walking its characters (a quarter of
/// a microsecond a byte, a tenth of a second for one sixel photo).
enum ByteSearch {
    /// Where the first `byte` or `other` is in `text`, if anywhere.
    static func firstIndex(of byte: UInt8, or other: UInt8, in text: Substring.UTF8View) -> String.Index? {
        let offset = text.withContiguousStorageIfAvailable { bytes -> Int? in
            var offset = 0
            while offset < bytes.count {
                if bytes[offset] == byte || bytes[offset] == other { return offset }
                offset += 1
            }
            return nil
        }
        guard let offset else { return text.firstIndex { $0 == byte || $0 == other } }
        return offset.map { text.index(text.startIndex, offsetBy: $0) }
    }

    /// `text` cut at its line breaks, as `split(separator: "\n", omittingEmptySubsequences: false)`.
    static func lines(of text: String) -> [Substring] {
        var lines = [Substring]()
        var rest = Substring(text)
        while let lineBreak = firstIndex(of: UInt8(ascii: "\n"), or: UInt8(ascii: "\n"), in: rest.utf8) {
            lines.append(rest[..<lineBreak])
            rest = rest[rest.utf8.index(after: lineBreak)...]
        }
        lines.append(rest)
        return lines
    }
}
