import Foundation
import ThumbnailDecodingChecks

/// `ThumbnailDecoder.decode` on WebP files (`checkThumbnailDecoding`), within the time and memory
/// limits: our RIFF and animation-frame parsing, and libwebp (loaded at run time, so not
/// instrumented: coverage is of our side) on what it is handed.
///
/// Input: the whole file. Inputs that do not start with `RIFF` and carry `WEBP` at offset 8 are
/// skipped (the other formats have targets of their own).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(bytes: data, count: size)
    guard bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), bytes[8..<12].elementsEqual("WEBP".utf8)
    else { return 0 }
    checkThumbnailDecoding(of: bytes)
    return 0
}
