import Foundation

/// The binary layout of one image file, so image bytes are stored as they are rather than
/// inflated by a text encoding:
///
///     "FTID"  version: UInt8 = 1  urlLength: UInt32  url: UTF-8  dataLength: UInt64  data
///
/// Integers are big-endian. Both lengths are checked against the file's size, so a truncated or
/// padded file is rejected instead of being read as a shorter image.
struct ImageDataRecord: Equatable {
    struct Corrupted: Error, Equatable {}

    private static let magic = Data("FTID".utf8)
    private static let version: UInt8 = 1

    let urlString: String
    let data: Data

    init(urlString: String, data: Data) {
        self.urlString = urlString
        self.data = data
    }

    init(decoding file: Data) throws {
        var reader = ByteReader(file)
        guard try reader.read(count: Self.magic.count) == Self.magic,
            try reader.read(count: 1).first == Self.version
        else { throw Corrupted() }

        let urlLength = try reader.readBigEndian(UInt32.self)
        guard let urlString = String(bytes: try reader.read(count: Int(urlLength)), encoding: .utf8) else {
            throw Corrupted()
        }
        let dataLength = try reader.readBigEndian(UInt64.self)
        guard dataLength == UInt64(reader.remaining) else { throw Corrupted() }

        self.urlString = urlString
        self.data = try reader.read(count: reader.remaining)
    }

    /// The size of the file holding `dataCount` bytes of image for `urlString`.
    static func encodedSize(urlString: String, dataCount: Int) -> Int {
        magic.count + 1 + MemoryLayout<UInt32>.size + urlString.utf8.count + MemoryLayout<UInt64>.size + dataCount
    }

    func encoded() -> Data {
        let url = Data(urlString.utf8)
        var file = Self.magic
        file.append(Self.version)
        file.append(bigEndian: UInt32(url.count))
        file.append(url)
        file.append(bigEndian: UInt64(data.count))
        file.append(data)
        return file
    }
}

private struct ByteReader {
    private let bytes: Data
    private var offset: Int

    init(_ bytes: Data) {
        self.bytes = bytes
        offset = bytes.startIndex
    }

    var remaining: Int {
        bytes.endIndex - offset
    }

    mutating func read(count: Int) throws -> Data {
        guard count >= 0, count <= remaining else { throw ImageDataRecord.Corrupted() }
        defer { offset += count }
        return Data(bytes[offset..<offset + count])
    }

    mutating func readBigEndian<Integer: FixedWidthInteger>(_: Integer.Type) throws -> Integer {
        try read(count: MemoryLayout<Integer>.size).reduce(0) { $0 << 8 | Integer($1) }
    }
}

extension Data {
    fileprivate mutating func append<Integer: FixedWidthInteger>(bigEndian value: Integer) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }
}
