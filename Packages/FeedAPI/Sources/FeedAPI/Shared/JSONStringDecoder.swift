import Foundation

/// The text of a string that `JSONReader` read, checked as strictly as `JSONDecoder` checks a
/// string it decodes: valid UTF-8, no control byte, only the escapes of RFC 8259, and a `\u`
/// escape of a high surrogate followed by one of a low surrogate.
enum JSONStringDecoder {
    /// Longer strings with escapes are `JSONDecoder`'s to decode (the rules are the same), whose
    /// optimized code decodes megabytes of escapes in a debug build too; shorter ones are decoded
    /// here, where a `JSONDecoder` a string would cost more than the string.
    static let longestDecodedHere = 4096

    static func decode(_ string: JSONRawString) throws(JSONSyntaxError) -> String {
        guard string.isPlain else {
            guard string.bytes.count > longestDecodedHere else { return try decodeEscaped(string.bytes) }
            return try decodeWithFoundation(string.bytes)
        }
        // ASCII is valid UTF-8 as it stands, and the stdlib makes it a string without the generic
        // validation (a metadata lookup per call, a fifth of reading a big page).
        if isASCII(string.bytes) { return String(decoding: string.bytes, as: UTF8.self) }
        guard let text = String(validating: string.bytes, as: UTF8.self) else { throw JSONSyntaxError() }
        return text
    }

    /// Whether the decoded string is `name` (ASCII), without making it when it need not be.
    static func string(_ string: JSONRawString, is name: StaticString) throws(JSONSyntaxError) -> Bool {
        guard string.isPlain else { return try decodeEscaped(string.bytes) == name.description }
        let expected = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        if string.bytes.elementsEqual(expected) { return true }
        // Any other string is checked all the same: a key that is not valid text refuses the page.
        // No text but `name` itself is canonically equivalent to a name of ASCII letters and `_`.
        // Plain ASCII is valid text: an item's keys, compared with each name in turn, are not
        // made into strings to be found so.
        guard !isASCII(string.bytes) else { return false }
        _ = try decode(string)
        return false
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }

    /// The string in quotes, decoded alone by `JSONDecoder`. A zero byte in its first three would
    /// make `JSONDecoder` read the document as UTF-16 or UTF-32; it is a control byte, refused anyway.
    private static func decodeWithFoundation(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> String {
        guard !bytes.prefix(3).contains(0) else { throw JSONSyntaxError() }
        var document = Data(capacity: bytes.count + 2)
        document.append(.quote)
        document.append(bytes)
        document.append(.quote)
        guard let text = try? JSONDecoder().decode(String.self, from: document) else { throw JSONSyntaxError() }
        return text
    }

    private static func decodeEscaped(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError)
        -> String
    {
        var utf8 = [UInt8]()
        utf8.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            guard byte >= .space else { throw JSONSyntaxError() }
            guard byte == .backslash else {
                utf8.append(byte)
                continue
            }
            // `JSONReader` saw to it that an escape's bytes are all there.
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case .quote, .backslash, .slash: utf8.append(escaped)
            case .letterB: utf8.append(0x08)
            case .letterF: utf8.append(0x0C)
            case .letterN: utf8.append(.lineFeed)
            case .letterR: utf8.append(.carriageReturn)
            case .letterT: utf8.append(.tab)
            case .letterU: utf8.append(contentsOf: UTF8.encode(try unicodeEscape(bytes, at: &index))!)
            default: throw JSONSyntaxError()
            }
        }
        // Escapes add whole scalars, so bytes around them that are not UTF-8 stay invalid here.
        guard let text = String(validating: utf8, as: UTF8.self) else { throw JSONSyntaxError() }
        return text
    }

    /// The scalar of the `\u` escape whose four digits start at `index`, a surrogate pair's two
    /// escapes together; `index` moves past it.
    private static func unicodeEscape(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int)
        throws(JSONSyntaxError) -> Unicode.Scalar
    {
        let unit = try hexUnit(bytes, at: &index)
        guard UTF16.isLeadSurrogate(unit) else {
            guard let scalar = Unicode.Scalar(unit) else { throw JSONSyntaxError() }
            return scalar
        }
        guard bytes.endIndex - index >= 6, bytes[index] == .backslash, bytes[index + 1] == .letterU else {
            throw JSONSyntaxError()
        }
        index += 2
        let trail = try hexUnit(bytes, at: &index)
        guard UTF16.isTrailSurrogate(trail) else { throw JSONSyntaxError() }
        return Unicode.Scalar(0x10000 + (UInt32(unit - 0xD800) << 10 | UInt32(trail - 0xDC00)))!
    }

    private static func hexUnit(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int)
        throws(JSONSyntaxError) -> UInt16
    {
        guard bytes.endIndex - index >= 4 else { throw JSONSyntaxError() }
        var unit: UInt16 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case .digitZero ... .digitNine: digit = byte - .digitZero
            case .letterA ... .letterF: digit = byte - .letterA + 10
            case .capitalA ... .capitalF: digit = byte - .capitalA + 10
            default: throw JSONSyntaxError()
            }
            unit = unit << 4 | UInt16(digit)
        }
        index += 4
        return unit
    }
}
