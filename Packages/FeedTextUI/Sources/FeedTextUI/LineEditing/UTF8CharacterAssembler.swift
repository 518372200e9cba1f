/// Gathers the bytes of one UTF-8 encoded character, which a read may split. Invalid sequences
/// (stray continuation bytes, overlong forms, surrogates) and C1 control characters are dropped:
/// they are not text anyone typed.
struct UTF8CharacterAssembler {
    private var bytes = [UInt8]()
    private var expectedCount = 0

    var isPending: Bool { !bytes.isEmpty }

    /// Takes a byte of 0x80 or above; returns the character's bytes once it is complete and valid.
    mutating func add(_ byte: UInt8) -> [UInt8]? {
        guard (0x80...0xBF).contains(byte) else {
            bytes = [byte]
            expectedCount = Self.sequenceLength(startingWith: byte)
            if expectedCount == 0 { reset() }
            return nil
        }
        guard isPending else { return nil }
        bytes.append(byte)
        guard bytes.count == expectedCount else { return nil }
        defer { reset() }
        guard let character = String(validating: bytes, as: UTF8.self),
            let scalar = character.unicodeScalars.first, !(0x80...0x9F).contains(scalar.value)
        else { return nil }
        return bytes
    }

    mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        expectedCount = 0
    }

    private static func sequenceLength(startingWith byte: UInt8) -> Int {
        switch byte {
        case 0xC2...0xDF: return 2
        case 0xE0...0xEF: return 3
        case 0xF0...0xF4: return 4
        default: return 0
        }
    }
}
