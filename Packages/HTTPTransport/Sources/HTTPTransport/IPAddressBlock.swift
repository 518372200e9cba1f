import Foundation

/// An IPv4 or IPv6 address, or a block of them in CIDR notation (`127.0.0.0/8`, `fe80::/10`), as
/// `no_proxy` names them. Addresses are compared as bytes, never as text: `0.0.1` is not a suffix
/// of `127.0.0.1`.
struct IPAddressBlock: Equatable, Sendable {
    let bytes: [UInt8]
    let prefixLength: Int

    /// `address` or `address/bits`; an address alone is a block of one. Nil for anything else.
    init?(_ text: String) {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let bytes = Self.address(String(parts[0])) else { return nil }
        if parts.count == 2 {
            guard let bits = Int(parts[1]), (0...bytes.count * 8).contains(bits) else { return nil }
            prefixLength = bits
        } else {
            prefixLength = bytes.count * 8
        }
        self.bytes = bytes
    }

    /// Whether `address` (its bytes, 4 or 16) is in the block; an IPv4 address is never in an
    /// IPv6 block, nor the other way round.
    func contains(_ address: [UInt8]) -> Bool {
        guard address.count == bytes.count else { return false }
        var bitsLeft = prefixLength
        for (mine, theirs) in zip(bytes, address) where bitsLeft > 0 {
            let mask: UInt8 = bitsLeft >= 8 ? 0xFF : ~(0xFF >> UInt8(bitsLeft))
            guard mine & mask == theirs & mask else { return false }
            bitsLeft -= 8
        }
        return true
    }

    /// The bytes of an IPv4 (dotted quad) or IPv6 address, brackets allowed around the latter.
    static func address(_ text: String) -> [UInt8]? {
        var text = text
        if text.hasPrefix("[") && text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            return withUnsafeBytes(of: &v4) { Array($0) }
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, text, &v6) == 1 {
            return withUnsafeBytes(of: &v6) { Array($0) }
        }
        return nil
    }
}
