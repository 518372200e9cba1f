import Foundation
import HTTPTransport

/// `HTTPResponseDecoding.decode` on any bytes, read in pieces of every size from 1 to 16: it must
/// throw or return, never crash or hang; a body it returns never passes the cap; and how the bytes
/// are split between reads never changes the answer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let cap = 4096
    let whole = Result { try HTTPResponseDecoding.decode(bytes, maximumBodySize: cap, piece: size) }
    if case let .success(response) = whole {
        guard (100...599).contains(response.statusCode), response.body.count <= cap else {
            fatalError("decoded an impossible response: \(response.statusCode), \(response.body.count) bytes")
        }
    }
    let piece = 1 + (bytes.first.map(Int.init) ?? 0) % 16
    let split = Result { try HTTPResponseDecoding.decode(bytes, maximumBodySize: cap, piece: piece) }
    switch (whole, split) {
    case let (.success(a), .success(b)) where a.statusCode == b.statusCode && a.body == b.body:
        break
    case (.failure, .failure):
        break
    default:
        fatalError("the answer depends on how the bytes were split: \(whole) vs \(split)")
    }
    return 0
}
