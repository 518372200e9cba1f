import Foundation
import ThumbnailDecodingChecks

/// `ThumbnailDecoder.decode` on PNG files (`checkThumbnailDecoding`), within the time and memory
/// limits.
///
/// Input: the whole file. Inputs that do not start with PNG's signature are skipped (the other
/// formats have targets of their own). Every chunk's CRC is recomputed first: libpng rejects a
/// chunk whose CRC is wrong, so nearly every mutation would end there and the fuzzer would never
/// reach the pixels.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var bytes = Data(bytes: data, count: size)
    guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return 0 }
    fixChunkChecksums(&bytes)
    checkThumbnailDecoding(of: bytes)
    return 0
}

/// Walks the chunks after the 8-byte signature (length, type, data, CRC) and rewrites each CRC.
private func fixChunkChecksums(_ bytes: inout Data) {
    var offset = 8
    while offset + 12 <= bytes.count {
        let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        guard length <= bytes.count - offset - 12 else { return }
        let crc = CRC32.checksum(bytes[offset + 4..<offset + 8 + length])
        for index in 0..<4 {
            bytes[offset + 8 + length + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(index)))
        }
        offset += 12 + length
    }
}

/// The CRC-32 of PNG (and zlib): polynomial 0xEDB88320, reflected.
private enum CRC32 {
    static let table: [UInt32] = (0..<256).map { value in
        var crc = UInt32(value)
        for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        return crc
    }

    static func checksum(_ bytes: Data) -> UInt32 {
        ~bytes.reduce(~UInt32(0)) { table[Int(($0 ^ UInt32($1)) & 0xFF)] ^ ($0 >> 8) }
    }
}
