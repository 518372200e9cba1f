/// The bytes of a sixel sequence as they are written: text, decimal numbers and runs of one sixel,
/// run-length encoded.
struct SixelWriter {
    private(set) var bytes: [UInt8] = []

    init(reservingCapacity capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ number: Int) {
        precondition(number >= 0, "sixel numbers are never negative")
        if number >= 10 { append(number / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(number % 10))
    }

    /// `count` sixels of the six bits `bits` (bit 0 the top pixel): `!count` and the sixel when
    /// that is shorter than repeating it (from 4 on), else the sixel `count` times.
    mutating func appendRun(of bits: UInt8, count: Int) {
        let sixel = 0x3F + bits
        if count > 3 {
            bytes.append(UInt8(ascii: "!"))
            append(count)
            bytes.append(sixel)
        } else {
            for _ in 0..<count { bytes.append(sixel) }
        }
    }
}
