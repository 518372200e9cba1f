import Foundation

/// Reads the binary layout of an image file (`ImageDataRecord`): every read is checked against the
/// bytes left, so a truncated file is damaged, never read short.
struct ByteReader {
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
    mutating func append<Integer: FixedWidthInteger>(bigEndian value: Integer) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }
}
