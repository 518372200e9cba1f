import FeedAPI
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers requests for the demo feed the way the real API would: pages of `limit` items after
/// `after_id`, as JSON, with image URLs on the demo host.
enum DemoFeedServer {
    static let baseURL = URL(string: "https://demo.feed-tty.invalid/essential-feed")!
    private static let imagesURL = baseURL.appendingPathComponent("images")

    static func response(for url: URL) -> (Data, HTTPURLResponse) {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        if url.path.hasPrefix(imagesURL.path + "/"), let image = DemoImages.data(named: url.lastPathComponent) {
            return (image, httpResponse(url: url, status: 200))
        }
        guard url.path.hasSuffix("/v1/feed") else {
            return (Data(#"{"error":"not found"}"#.utf8), httpResponse(url: url, status: 404))
        }
        let query = Dictionary(
            (components?.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
        let limit = Int(query["limit"] ?? "") ?? 10
        return (page(limit: limit, after: query["after_id"]), httpResponse(url: url, status: 200))
    }

    private static func page(limit: Int, after id: String?) -> Data {
        let items = DemoFeedFixtures.items
        let start =
            id.flatMap { id in items.firstIndex { $0.id.caseInsensitiveCompare(id) == .orderedSame } }.map { $0 + 1 }
            ?? 0
        let page = items[min(start, items.count)..<min(start + max(limit, 0), items.count)]
        let json: [String: Any] = ["items": page.map(json)]
        return (try? JSONSerialization.data(withJSONObject: json)) ?? Data()
    }

    private static func json(_ item: DemoFeedItem) -> [String: Any] {
        var json: [String: Any] = [
            "id": item.id, "image": imagesURL.appendingPathComponent(item.image).absoluteString,
        ]
        json["description"] = item.description
        json["location"] = item.location
        return json
    }

    private static func httpResponse(url: URL, status: Int) -> HTTPURLResponse {
        HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)!
    }
}
