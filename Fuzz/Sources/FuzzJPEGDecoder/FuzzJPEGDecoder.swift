import Foundation
import ImageDecoding

/// `ThumbnailDecoder.decode` on JPEG files: it must return or throw an `ImageDecodingError`, never
/// trap, exit or run past the time and memory limits; an image it returns has the size asked for.
///
/// Input: the whole file. Inputs that do not start with JPEG's signature are skipped (the other
/// formats have targets of their own). Each is decoded twice: fitted into 40 × 16 pixels (an
/// 8-row half-block thumbnail) and at exactly 7 × 3 (scaled up from a tiny image, down from a
/// large one).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(bytes: data, count: size)
    guard bytes.starts(with: [0xFF, 0xD8]) else { return 0 }
    let decoder = ThumbnailDecoder()

    if let image = try? decoder.decode(bytes, fittingWidth: 40, height: 16) {
        guard (1...40).contains(image.width), (1...16).contains(image.height),
            image.width == 40 || image.height == 16
        else {
            fatalError("a fitted thumbnail of \(image.width) x \(image.height) does not fill 40 x 16")
        }
    }
    if let image = try? decoder.decode(bytes, width: 7, height: 3) {
        guard image.width == 7, image.height == 3 else {
            fatalError("asked for 7 x 3, got \(image.width) x \(image.height)")
        }
    }
    return 0
}
