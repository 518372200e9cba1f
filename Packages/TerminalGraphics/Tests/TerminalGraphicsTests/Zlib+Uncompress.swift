import CZlib
import Foundation

/// zlib's one-shot decompression, to read back what kitty is sent.
enum ZlibInflater {
    struct Failure: Error {
        let status: Int32
    }

    static func uncompress(_ data: Data, expectedCount: Int) throws -> [UInt8] {
        var output = [UInt8](repeating: 0, count: expectedCount + 1)
        var length = uLongf(output.count)
        let input = [UInt8](data)
        let status = output.withUnsafeMutableBufferPointer { output in
            input.withUnsafeBufferPointer { input in
                CZlib.uncompress(output.baseAddress, &length, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK else { throw Failure(status: status) }
        return Array(output.prefix(Int(length)))
    }
}
