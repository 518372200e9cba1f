import Foundation
import ImageDecoding

/// `ImageHeaderReader.read` on any bytes: it must throw or return, never crash, and a size it returns
/// is positive in both dimensions. The same bytes as a `Data` slice (non-zero `startIndex`) must give
/// the same answer, since the reader promises offsets relative to the first byte.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(bytes: data, count: size)
    let result = Result { try ImageHeaderReader.read(bytes) }
    if case .success(let info) = result {
        guard info.width > 0, info.height > 0 else {
            fatalError("ImageHeaderReader returned a non-positive size: \(info)")
        }
    }

    var padded = Data([0xAA, 0xBB, 0xCC])
    padded.append(bytes)
    let slice = padded[3...]
    let sliceResult = Result { try ImageHeaderReader.read(slice) }
    switch (result, sliceResult) {
    case (.success(let info), .success(let sliceInfo)) where info == sliceInfo:
        break
    case (.failure(let error), .failure(let sliceError))
    where (error as? ImageHeaderReader.Error) == (sliceError as? ImageHeaderReader.Error):
        break
    default:
        fatalError("ImageHeaderReader differs on a Data slice: \(result) vs \(sliceResult)")
    }
    return 0
}
