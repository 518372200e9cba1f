import Foundation
import ThumbnailDecodingChecks

/// `ThumbnailDecoder.decode` on GIF files (`checkThumbnailDecoding`), within the time and memory
/// limits.
///
/// Input: the whole file. Inputs that do not start with GIF's signature are skipped (the other
/// formats have targets of their own).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(bytes: data, count: size)
    guard bytes.starts(with: Array("GIF8".utf8)) else { return 0 }
    checkThumbnailDecoding(of: bytes)
    return 0
}
