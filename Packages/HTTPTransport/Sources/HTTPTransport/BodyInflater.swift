import CZlibInflate
import FeedAPI
import Foundation

/// Inflates a gzip or deflate body piece by piece as the connection reads it, handing on what it
/// decodes in pieces of at most 16 KB. The decoded bytes are what the size limit counts: 1 MB of
/// gzip can hold 1 GiB of spaces, and inflation stops at the limit, never past it.
final class BodyInflater {
    private let limit: Int
    private let stream: UnsafeMutablePointer<z_stream>
    private let output: UnsafeMutableRawBufferPointer
    private var decodedCount = 0
    private var hasInput = false
    private var hasEnded = false

    init(limit: Int) throws {
        self.limit = limit
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        output = .allocate(byteCount: 16 * 1024, alignment: 1)
        // 15 + 32: the largest window, and either wrapping, told apart by its header (a server
        // that labels a gzip body `deflate`, or the reverse, is still read).
        guard inflateInit2_(stream, 15 + 32, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            stream.deallocate()
            output.deallocate()
            throw URLError(.cannotDecodeContentData, reason: "no memory to inflate a compressed body")
        }
    }

    deinit {
        inflateEnd(stream)
        stream.deallocate()
        output.deallocate()
    }

    /// Inflates `input`, handing each decoded piece to `part`. Bytes after the end of the
    /// compressed data are ignored, as browsers do.
    func inflate(_ input: UnsafeRawBufferPointer, into part: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard !hasEnded, let bytes = input.bindMemory(to: Bytef.self).baseAddress, !input.isEmpty else { return }
        hasInput = true
        stream.pointee.next_in = UnsafeMutablePointer(mutating: bytes)
        stream.pointee.avail_in = uInt(input.count)
        defer { stream.pointee.next_in = nil }
        repeat {
            stream.pointee.next_out = output.baseAddress?.assumingMemoryBound(to: Bytef.self)
            stream.pointee.avail_out = uInt(output.count)
            let status = CZlibInflate.inflate(stream, Z_NO_FLUSH)
            let produced = output.count - Int(stream.pointee.avail_out)
            switch status {
            case Z_OK, Z_BUF_ERROR:
                break
            case Z_STREAM_END:
                hasEnded = true
            default:
                throw URLError(.badServerResponse, reason: "a compressed body that cannot be inflated")
            }
            guard produced <= limit - decodedCount else { throw ResponseTooLargeError(limit: limit) }
            decodedCount += produced
            if produced > 0 { try part(UnsafeRawBufferPointer(rebasing: output[..<produced])) }
            // Output that filled the buffer may have more behind it, even with no input left;
            // Z_BUF_ERROR with nothing produced is zlib waiting for input.
            if status == Z_BUF_ERROR && produced == 0 { break }
            if produced < output.count && stream.pointee.avail_in == 0 { break }
        } while !hasEnded
    }

    /// Throws when the body stopped before its compressed data ended. A body with no bytes at
    /// all is an empty one, whatever its coding.
    func finish() throws {
        guard hasInput, !hasEnded else { return }
        throw URLError(.badServerResponse, reason: "a compressed body cut short")
    }
}
