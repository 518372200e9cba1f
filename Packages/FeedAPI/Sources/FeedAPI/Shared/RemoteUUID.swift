import Foundation

/// An id as the API sends it. The canonical form (8-4-4-4-12 hexadecimal digits, either case) is
/// read here a byte at a time: Foundation's `UUID(uuidString:)` scans each of the 16 bytes with
/// `sscanf`, about a tenth of the time it takes to map a page of the feed. Any other form is
/// Foundation's to accept or refuse, as before.
struct RemoteUUID: Decodable {
    let value: UUID

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        guard let value = Self.uuid(string) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a UUID: \(string)")
        }
        self.value = value
    }

    /// The UUID `string` spells, in the canonical form or another that Foundation reads.
    static func uuid(_ string: String) -> UUID? {
        canonical(string) ?? UUID(uuidString: string)
    }

    /// The UUID `string` spells in the canonical form, or nil when it is not in that form.
    static func canonical(_ string: String) -> UUID? {
        string.utf8.withContiguousStorageIfAvailable { canonical(utf8: $0) } ?? nil
    }

    /// The UUID that the UTF-8 `text` spells in the canonical form, or nil when it is not in that form.
    static func canonical(utf8 text: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard text.count == 36 else { return nil }
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let isCanonical = withUnsafeMutableBytes(of: &uuid) { bytes in
            var position = text.startIndex
            for index in 0..<16 {
                let offset = position - text.startIndex
                if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                    guard text[position] == UInt8(ascii: "-") else { return false }
                    position += 1
                }
                guard let high = hexValue(text[position]), let low = hexValue(text[position + 1]) else {
                    return false
                }
                bytes[index] = high << 4 | low
                position += 2
            }
            return true
        }
        return isCanonical ? UUID(uuid: uuid) : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
