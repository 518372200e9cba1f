import FeedAPI
import Foundation

/// `ImageCommentsMapper.map` on any bytes with a 200 response: it must throw or return, never crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let body = Data(bytes: data, count: size)
    let response = HTTPResponse(url: URL(string: "https://feed.example.com/v1/image/x/comments")!, statusCode: 200)
    _ = try? ImageCommentsMapper.map(body, from: response)
    return 0
}
