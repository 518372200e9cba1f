/// A hash that is the same in every run and on every machine, for naming files and folders.
/// Swift's `Hasher` is seeded per process, and CryptoKit isn't available on Linux.
enum StableHash {
    /// 64-bit FNV-1a of the UTF-8 bytes.
    static func fnv1a64(_ string: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in string.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// `fnv1a64(string)` as 16 lower-case hex digits.
    static func fnv1a64Hex(_ string: String) -> String {
        let hex = String(fnv1a64(string), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
