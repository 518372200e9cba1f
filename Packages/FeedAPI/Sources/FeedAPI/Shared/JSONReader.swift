/// Why a document was refused; no more is said, as the feed's mappers report only invalid data.
struct JSONSyntaxError: Error {}

/// A string as it stands in the document: the bytes between its quotes, and whether they are
/// plain (no escape, no control byte), which means that they are the string itself once they are
/// valid UTF-8.
struct JSONRawString {
    let bytes: UnsafeBufferPointer<UInt8>
    let isPlain: Bool
}

/// A cursor over a JSON document's bytes that reads it as Foundation's `JSONDecoder` does on
/// Linux, so that a reader built on it accepts what `JSONDecoder` accepts and nothing else. That
/// grammar is laxer than RFC 8259 in what `JSONDecoder` only skips: a trailing comma closes an
/// array or object; a number is `-` or a digit followed by any of `0-9 . + - e E`; inside a
/// string, control bytes, invalid UTF-8 and any escape (but a `\u` followed by fewer than four
/// bytes or by a quote) pass. What is decoded, keys of decoded objects included, is checked
/// strictly (`JSONStringDecoder`). Whitespace is space, tab, line feed and carriage return only;
/// at most 512 arrays and objects nest.
struct JSONReader {
    static let maximumDepth = 512

    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var index: Int
    /// Whether a read failed at the end of `bytes`, where more of a document that comes in parts
    /// may yet follow (`JSONItemsPage`): any other failure refuses the document as it stands.
    private(set) var ranOut = false

    init(bytes: UnsafeBufferPointer<UInt8>, from index: Int = 0) {
        self.bytes = bytes
        self.index = index
    }

    /// The next byte that is not whitespace, which is not consumed. The end of the document is an error.
    mutating func peekPastWhitespace() throws(JSONSyntaxError) -> UInt8 {
        while index < bytes.count {
            switch bytes[index] {
            case .space, .tab, .lineFeed, .carriageReturn: index += 1
            case let byte: return byte
            }
        }
        throw runOut()
    }

    /// Only whitespace is left.
    mutating func isAtEnd() -> Bool {
        (try? peekPastWhitespace()) == nil
    }

    /// Consumes `byte`, which must come next after whitespace.
    mutating func consume(_ byte: UInt8) throws(JSONSyntaxError) {
        guard try peekPastWhitespace() == byte else { throw JSONSyntaxError() }
        index += 1
    }

    /// Opens the array (`[`) or object (`{`) that comes next, inside `depth` others. False when it
    /// is empty, and then it is read whole; otherwise its first element (an object's first key) is next.
    mutating func open(_ opening: UInt8, depth: Int) throws(JSONSyntaxError) -> Bool {
        try consume(opening)
        guard depth < Self.maximumDepth else { throw JSONSyntaxError() }
        let closing: UInt8 = opening == .openBracket ? .closeBracket : .closeBrace
        guard try peekPastWhitespace() == closing else { return true }
        index += 1
        return false
    }

    /// After an element of the array or object that `closing` ends: true when another follows
    /// (its comma consumed), false when the collection ended here (a trailing comma included).
    mutating func next(closing: UInt8) throws(JSONSyntaxError) -> Bool {
        switch try peekPastWhitespace() {
        case closing:
            index += 1
            return false
        case .comma:
            index += 1
            guard try peekPastWhitespace() == closing else { return true }
            index += 1
            return false
        default:
            throw JSONSyntaxError()
        }
    }

    /// Reads the string that comes next (a key or a value), without decoding it. Through a raw
    /// pointer: a debug build reads a string of tens of megabytes in about a second this way.
    mutating func readString() throws(JSONSyntaxError) -> JSONRawString {
        try consume(.quote)
        guard let base = bytes.baseAddress else { throw runOut() }
        let start = index
        let end = bytes.count
        var position = index
        var isPlain = true
        while position < end {
            let byte = base[position]
            position += 1
            if byte == .quote {
                index = position
                return JSONRawString(
                    bytes: UnsafeBufferPointer(start: base + start, count: position - 1 - start), isPlain: isPlain)
            }
            if byte == .backslash {
                isPlain = false
                guard position < end else { break }
                let escaped = base[position]
                position += 1
                if escaped == .letterU {
                    let digits = UnsafeBufferPointer(start: base + position, count: min(4, end - position))
                    guard !digits.contains(.quote) else { throw JSONSyntaxError() }
                    guard digits.count == 4 else { break }
                    position += 4
                }
            } else if byte < .space {
                isPlain = false
            }
        }
        throw runOut()
    }

    /// Reads `null` if it comes next: true then, false (nothing consumed) when something else does.
    mutating func readNull() throws(JSONSyntaxError) -> Bool {
        guard try peekPastWhitespace() == .letterN else { return false }
        try readLiteral("null")
        return true
    }

    /// Reads the value that comes next, whatever it is, inside `depth` arrays and objects.
    mutating func skipValue(depth: Int) throws(JSONSyntaxError) {
        switch try peekPastWhitespace() {
        case .quote:
            _ = try readString()
        case .openBrace:
            guard try open(.openBrace, depth: depth) else { return }
            repeat {
                _ = try readString()
                try consume(.colon)
                try skipValue(depth: depth + 1)
            } while try next(closing: .closeBrace)
        case .openBracket:
            guard try open(.openBracket, depth: depth) else { return }
            repeat {
                try skipValue(depth: depth + 1)
            } while try next(closing: .closeBracket)
        case .letterT: try readLiteral("true")
        case .letterF: try readLiteral("false")
        case .letterN: try readLiteral("null")
        case .minus, .digitZero ... .digitNine: skipNumber()
        default: throw JSONSyntaxError()
        }
    }

    private mutating func readLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let count = literal.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        guard bytes.count - index >= count else {
            guard bytes[index...].elementsEqual(expected.prefix(bytes.count - index)) else { throw JSONSyntaxError() }
            throw runOut()
        }
        guard bytes[index..<index + count].elementsEqual(expected) else { throw JSONSyntaxError() }
        index += count
    }

    private mutating func runOut() -> JSONSyntaxError {
        ranOut = true
        return JSONSyntaxError()
    }

    /// Only its extent: the feed has no numbers, so one is never read as a value.
    private mutating func skipNumber() {
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case .digitZero ... .digitNine, .dot, .plus, .minus, .letterE, .capitalE: index += 1
            default: return
            }
        }
    }
}

extension UInt8 {
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let plus = UInt8(ascii: "+")
    static let comma = UInt8(ascii: ",")
    static let minus = UInt8(ascii: "-")
    static let dot = UInt8(ascii: ".")
    static let slash = UInt8(ascii: "/")
    static let digitZero = UInt8(ascii: "0")
    static let digitNine = UInt8(ascii: "9")
    static let colon = UInt8(ascii: ":")
    static let capitalA = UInt8(ascii: "A")
    static let capitalE = UInt8(ascii: "E")
    static let capitalF = UInt8(ascii: "F")
    static let openBracket = UInt8(ascii: "[")
    static let backslash = UInt8(ascii: "\\")
    static let closeBracket = UInt8(ascii: "]")
    static let letterA = UInt8(ascii: "a")
    static let letterB = UInt8(ascii: "b")
    static let letterE = UInt8(ascii: "e")
    static let letterF = UInt8(ascii: "f")
    static let letterN = UInt8(ascii: "n")
    static let letterR = UInt8(ascii: "r")
    static let letterT = UInt8(ascii: "t")
    static let letterU = UInt8(ascii: "u")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
}
