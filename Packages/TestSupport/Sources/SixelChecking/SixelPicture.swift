/// A sixel line as a terminal would draw it, for checking what SixelEncoder writes: a strict
/// decoder that fails on anything the encoder should never write.
///
/// It takes `CSI ? 8452 h`, `ESC P 0;1;0 q`, the raster attributes `"1;1;W;H`, colour definitions
/// `#n;2;r;g;b` (percent), and data: `#n` (a defined colour), sixels `?`…`~`, runs `!count sixel`,
/// `$` and `-`; then `ESC \` and `CSI ? 8452 l`. It fails on any other byte, on a pixel outside
/// W × H or drawn twice, on a colour defined twice or more than 256, and on a run left longer
/// than it must be: four or more equal sixels not shortened, a `!` run of fewer than four, or a
/// run followed by the same sixel.
///
/// In TestSupport so that TerminalGraphics' tests and the sixel fuzz target share one decoder.
public struct SixelPicture {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public static let prefix = "\u{1B}[?8452h\u{1B}P0;1;0q"
    public static let suffix = "\u{1B}\\\u{1B}[?8452l"

    public let width: Int
    public let height: Int
    /// Colour register to red, green and blue in percent.
    public private(set) var palette: [Int: [Int]] = [:]
    /// Per pixel, row by row: the register it was drawn in, or nil.
    public private(set) var registers: [Int?]
    public private(set) var bands = 1

    public var paletteCount: Int { palette.count }

    /// The colour of pixel (x, y) in 0…255, or nil where nothing was drawn.
    public func color(x: Int, y: Int) -> [Int]? {
        registers[y * width + x].flatMap { palette[$0] }.map { $0.map { ($0 * 255 + 50) / 100 } }
    }

    public init(decoding line: String) throws {
        guard line.hasPrefix(Self.prefix), line.hasSuffix(Self.suffix) else {
            throw Failure(description: "not wrapped in mode 8452 and ESC P 0;1;0 q … ESC \\")
        }
        var reader = Reader(line.utf8.dropFirst(Self.prefix.utf8.count).dropLast(Self.suffix.utf8.count))
        guard reader.take("\""), try reader.number() == 1, reader.take(";"), try reader.number() == 1, reader.take(";")
        else { throw Failure(description: "raster attributes are not \"1;1;W;H") }
        width = try reader.number()
        guard reader.take(";") else { throw Failure(description: "raster attributes without a height") }
        height = try reader.number()
        registers = Array(repeating: nil, count: width * height)
        try decodeData(&reader)
    }

    private mutating func decodeData(_ reader: inout Reader) throws {
        var register: Int?
        var x = 0
        var previous: (sixel: UInt8, count: Int, wasRun: Bool)?
        while let byte = reader.next() {
            switch byte {
            case UInt8(ascii: "#"):
                previous = nil
                let number = try reader.number()
                if reader.take(";") {
                    guard try reader.number() == 2, reader.take(";") else { throw Failure(description: "not RGB") }
                    let channels = try [
                        reader.number(), reader.take(";") ? reader.number() : -1,
                        reader.take(";") ? reader.number() : -1,
                    ]
                    guard channels.allSatisfy({ (0...100).contains($0) }) else {
                        throw Failure(description: "colour \(number) is \(channels)")
                    }
                    guard palette[number] == nil, number < 256 else {
                        throw Failure(description: "colour \(number) again")
                    }
                    palette[number] = channels
                } else {
                    guard palette[number] != nil else { throw Failure(description: "colour \(number) undefined") }
                    register = number
                }
            case UInt8(ascii: "$"):
                (x, previous) = (0, nil)
            case UInt8(ascii: "-"):
                (x, previous, bands) = (0, nil, bands + 1)
            case UInt8(ascii: "!"):
                let count = try reader.number()
                guard count >= 4, let sixel = reader.next(), (0x3F...0x7E).contains(sixel) else {
                    throw Failure(description: "a run of \(count) needs no !, or has no sixel")
                }
                guard previous?.sixel != sixel else { throw Failure(description: "a run split in two") }
                try draw(sixel, count: count, at: &x, register: register)
                previous = (sixel, count, true)
            case 0x3F...0x7E:
                if let last = previous, last.sixel == byte {
                    guard !last.wasRun, last.count < 3 else { throw Failure(description: "a run of 4 not shortened") }
                    previous = (byte, last.count + 1, false)
                } else {
                    previous = (byte, 1, false)
                }
                try draw(byte, count: 1, at: &x, register: register)
            default:
                throw Failure(description: "byte \(byte) is not in sixel's alphabet")
            }
        }
    }

    private mutating func draw(_ sixel: UInt8, count: Int, at x: inout Int, register: Int?) throws {
        guard let register else { throw Failure(description: "sixels before any colour") }
        let bits = sixel - 0x3F
        for _ in 0..<count {
            for bit in 0..<6 where bits & (1 << bit) != 0 {
                let y = (bands - 1) * 6 + bit
                guard x < width, y < height else { throw Failure(description: "pixel (\(x), \(y)) is outside") }
                guard registers[y * width + x] == nil else { throw Failure(description: "pixel (\(x), \(y)) twice") }
                registers[y * width + x] = register
            }
            x += 1
        }
    }

    private struct Reader {
        private var bytes: Substring.UTF8View

        init(_ bytes: Substring.UTF8View) {
            self.bytes = bytes
        }

        mutating func next() -> UInt8? {
            bytes.popFirst()
        }

        mutating func take(_ character: Character) -> Bool {
            guard bytes.first == character.asciiValue else { return false }
            bytes.removeFirst()
            return true
        }

        mutating func number() throws -> Int {
            let digits = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            guard !digits.isEmpty, digits.count < 9 else { throw Failure(description: "a number expected") }
            bytes.removeFirst(digits.count)
            return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
    }
}
