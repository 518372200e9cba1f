import Foundation

/// A bounds-checked, read-only view of image bytes.
///
/// Offsets are relative to the first byte of the image, not to `Data.startIndex`, because a `Data`
/// slice keeps its parent's indices. Every read checks its bounds first and returns `nil` rather than
/// trapping, so the parsers can run on arbitrary (fuzzed) input.
struct ImageBytes {
    /// The outcome of comparing the bytes with a signature.
    enum SignatureMatch: Equatable {
        case match
        /// The data ends before the signature does, but every byte present agrees with it.
        case truncated
        case mismatch
    }

    private let data: Data

    init(_ data: Data) {
        self.data = data
    }

    var count: Int {
        data.count
    }

    func byte(at offset: Int) -> UInt8? {
        guard contains(offset: offset, length: 1) else { return nil }
        return data[data.startIndex + offset]
    }

    func uint16BigEndian(at offset: Int) -> UInt16? {
        unsignedInteger(at: offset, length: 2, bigEndian: true).map { UInt16(truncatingIfNeeded: $0) }
    }

    func uint16LittleEndian(at offset: Int) -> UInt16? {
        unsignedInteger(at: offset, length: 2, bigEndian: false).map { UInt16(truncatingIfNeeded: $0) }
    }

    func uint24LittleEndian(at offset: Int) -> UInt32? {
        unsignedInteger(at: offset, length: 3, bigEndian: false)
    }

    func uint32BigEndian(at offset: Int) -> UInt32? {
        unsignedInteger(at: offset, length: 4, bigEndian: true)
    }

    func uint32LittleEndian(at offset: Int) -> UInt32? {
        unsignedInteger(at: offset, length: 4, bigEndian: false)
    }

    /// Four bytes read as ASCII (a chunk's or box's type), or nil if the data ends first.
    func fourCC(at offset: Int) -> String? {
        guard contains(offset: offset, length: 4) else { return nil }
        return String(decoding: data[data.startIndex + offset..<data.startIndex + offset + 4], as: UTF8.self)
    }

    /// Whether the bytes at `offset` equal `expected`; `nil` if the data ends first.
    func bytes(at offset: Int, equal expected: [UInt8]) -> Bool? {
        guard contains(offset: offset, length: expected.count) else { return nil }
        for (position, value) in expected.enumerated() where data[data.startIndex + offset + position] != value {
            return false
        }
        return true
    }

    /// Compares the start of the data with `signature`, where `nil` stands for any byte. Data that
    /// ends having met only `nil`s (AVIF's box size) agrees with nothing: a mismatch, unless it is
    /// empty.
    func match(_ signature: [UInt8?]) -> SignatureMatch {
        var agreed = false
        for (offset, expected) in signature.enumerated() {
            guard let actual = byte(at: offset) else { return agreed || offset == 0 ? .truncated : .mismatch }
            if let expected, actual != expected { return .mismatch }
            agreed = agreed || expected != nil
        }
        return .match
    }

    /// Written so that no addition can overflow, whatever `offset` and `length` are.
    private func contains(offset: Int, length: Int) -> Bool {
        offset >= 0 && length >= 0 && offset <= data.count - length
    }

    /// `length` is at most 4, so the result always fits a `UInt32`.
    private func unsignedInteger(at offset: Int, length: Int, bigEndian: Bool) -> UInt32? {
        guard length <= 4, contains(offset: offset, length: length) else { return nil }
        var result: UInt32 = 0
        for position in 0..<length {
            let index = bigEndian ? position : length - 1 - position
            result = result << 8 | UInt32(data[data.startIndex + offset + index])
        }
        return result
    }
}
