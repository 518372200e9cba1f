import FeedAPI
import Foundation

/// `FeedItemsMapper.map` on any bytes with a 200 response: it must throw or return, never crash;
/// it must give the same images as `JSONDecoderFeedItemsMapper` (`JSONDecoder`) or fail where that
/// fails; and every image it returns has an http(s) URL with a host (the mapper promises to reject
/// the page otherwise).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let body = Data(bytes: data, count: size)
    let response = HTTPResponse(url: URL(string: "https://feed.example.com/v1/feed")!, statusCode: 200)
    let images = try? FeedItemsMapper.map(body, from: response)
    let reference = try? JSONDecoderFeedItemsMapper.map(body, from: response)
    guard images == reference else {
        fatalError(
            "FeedItemsMapper and JSONDecoder disagree: \(images.map { "\($0.count) images" } ?? "refused")"
                + " against \(reference.map { "\($0.count) images" } ?? "refused")")
    }
    for image in images ?? [] {
        let scheme = image.url.scheme?.lowercased()
        guard scheme == "http" || scheme == "https" else {
            fatalError("FeedItemsMapper returned an image URL that is not http(s): \(image.url.absoluteString)")
        }
        guard let host = image.url.host, !host.isEmpty else {
            fatalError("FeedItemsMapper returned an image URL without a host: \(image.url.absoluteString)")
        }
    }
    return 0
}
