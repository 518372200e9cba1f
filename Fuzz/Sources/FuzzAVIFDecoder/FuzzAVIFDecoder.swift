import Foundation
import ThumbnailDecodingChecks

/// `ThumbnailDecoder.decode` on AVIF files (`checkThumbnailDecoding`), within the time and memory
/// limits: our box reading (the header, the cut-short check), and libavif with its AV1 decoder
/// (loaded at run time, so not instrumented: coverage is of our side) on what it is handed.
///
/// Input: the whole file. Inputs whose first box is not `ftyp` are skipped (the other formats have
/// targets of their own).
///
/// Pictures are bounded at 4 megapixels here, not 50: AV1 codes a flat picture of tens of
/// megapixels in a kilobyte (a mutated seed declared 4096 × 6144 and decoded so), and streaming
/// 25 million pixels through the instrumented scaler took over the 5 s unit timeout, which is
/// there to catch hangs, not large pictures. The 50-megapixel bound itself is the decoder's
/// (`ThumbnailDecoderBoundsTests`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(bytes: data, count: size)
    guard bytes.count >= 8, bytes[4..<8].elementsEqual("ftyp".utf8) else { return 0 }
    checkThumbnailDecoding(of: bytes, maxPixelCount: 4_000_000)
    return 0
}
