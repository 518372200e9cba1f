import Foundation

/// Standard base64 (RFC 4648, `A–Z a–z 0–9 + /`, `=` padding, no line breaks): the only payload
/// encoding both image protocols take.
enum Base64 {
    static func encode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        Data(bytes).base64EncodedString()
    }
}
