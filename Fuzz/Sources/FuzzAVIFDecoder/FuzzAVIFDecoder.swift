import Foundation
import ThumbnailDecodingChecks

/// `ThumbnailDecoder.decode` on AVIF files (`checkThumbnailDecoding`), within the time and memory
/// limits: our box reading (the header, the cut-short check), and libavif with its AV1 decoder
/// (loaded at run time, so not instrumented: coverage is of our side) on what it is handed.
///
/// Input: the whole file. Inputs whose first box is not `ftyp` are skipped (the other formats have
/// targets of their own).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(bytes: data, count: size)
    guard bytes.count >= 8, bytes[4..<8].elementsEqual("ftyp".utf8) else { return 0 }
    checkThumbnailDecoding(of: bytes)
    return 0
}
