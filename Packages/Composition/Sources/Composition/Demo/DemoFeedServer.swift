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

    static func response(for url: URL, now: Date = Date()) -> (Data, HTTPURLResponse) {
        let path = url.path
        if path.hasPrefix(imagesURL.path + "/"), let image = DemoImages.data(named: url.lastPathComponent) {
            return (image, httpResponse(url: url, status: 200))
        }
        if path.hasSuffix("/v1/feed") {
            let query = Dictionary(
                (URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []).map {
                    ($0.name, $0.value ?? "")
                },
                uniquingKeysWith: { _, last in last })
            let limit = Int(query["limit"] ?? "") ?? 10
            return (page(limit: limit, after: query["after_id"]), httpResponse(url: url, status: 200))
        }
        if path.hasSuffix("/comments") {
            let imageID = url.deletingLastPathComponent().lastPathComponent.uppercased()
            return (comments(of: imageID, now: now), httpResponse(url: url, status: 200))
        }
        return (Data(#"{"error":"not found"}"#.utf8), httpResponse(url: url, status: 404))
    }

    private static func comments(of imageID: String, now: Date) -> Data {
        let comments = DemoCommentsFixtures.commentsByImageID[imageID] ?? []
        let json: [String: Any] = [
            "items": comments.map { comment in
                [
                    "id": comment.id,
                    "message": comment.message,
                    "created_at": timestamp(now.addingTimeInterval(-60 * Double(comment.minutesAgo))),
                    "author": ["username": comment.username],
                ] as [String: Any]
            }
        ]
        return (try? JSONSerialization.data(withJSONObject: json)) ?? Data()
    }

    /// The API's date form, `2020-05-20T11:24:59+0000`.
    private static func timestamp(_ date: Date) -> String {
        date.ISO8601Format().replacingOccurrences(of: "Z", with: "+0000")
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
