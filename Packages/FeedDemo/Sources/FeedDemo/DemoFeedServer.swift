import FeedAPI
import Foundation

/// Answers a request as `Scripts/feed-server` does with no fault active, for the routes of the API
/// contract under `baseURL`'s path (the feed's pages, an image's comments, the image files), routed
/// by path alone as there. Anything else is 404, as there.
struct DemoFeedServer: Sendable {
    private static let contentTypes = [
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
    ]

    private let baseURL: URL
    private let fixtures: DemoFixtures
    private let pager: FeedPager

    init(baseURL: URL, fixtures: DemoFixtures) {
        self.baseURL = baseURL
        self.fixtures = fixtures
        self.pager = FeedPager(items: fixtures.items)
    }

    /// `now` is when the request is answered: comments are dated relative to it.
    func response(for url: URL, now: Date) -> (Data, HTTPResponse) {
        let parts = relativePath(of: url)?.split(separator: "/", omittingEmptySubsequences: false) ?? []
        switch parts {
        case ["", "v1", "feed"]:
            return feedPage(for: url)
        case let parts where parts.count == 5 && parts[..<3] == ["", "v1", "image"] && parts[4] == "comments":
            return comments(ofImage: String(parts[3]), now: now, url: url)
        case let parts where parts.count == 3 && parts[1] == "images":
            return image(named: String(parts[2]), url: url)
        default:
            return notFound(url)
        }
    }

    private func feedPage(for url: URL) -> (Data, HTTPResponse) {
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        // As Python's `parse_qs` reads a query: the first non-empty value of each name.
        func value(_ name: String) -> String? {
            query.first { $0.name == name && $0.value?.isEmpty == false }?.value
        }
        guard let page = pager.page(limit: value("limit"), afterID: value("after_id")) else {
            return json(DemoJSON.Failure(error: "limit must be a positive integer"), status: 400, url: url)
        }
        let images = baseURL.appendingPathComponent("images")
        let items = page.map { item in
            DemoJSON.Item(
                id: item.id, description: item.description, location: item.location,
                image: images.appendingPathComponent(item.image).absoluteString)
        }
        return json(DemoJSON.FeedPage(items: items), status: 200, url: url)
    }

    private func comments(ofImage id: String, now: Date, url: URL) -> (Data, HTTPResponse) {
        guard UUID(uuidString: id) != nil else { return notFound(url) }
        let comments = (fixtures.commentsByImageID[id.uppercased()] ?? []).map { comment in
            DemoJSON.Comment(
                id: comment.id, message: comment.message,
                createdAt: DemoJSON.timestamp(now.addingTimeInterval(-60 * Double(comment.minutesAgo))),
                author: DemoJSON.Author(username: comment.username))
        }
        return json(DemoJSON.Comments(items: comments), status: 200, url: url)
    }

    private func image(named name: String, url: URL) -> (Data, HTTPResponse) {
        guard let data = fixtures.imagesByName[name] else { return notFound(url) }
        let type = Self.contentTypes[(name as NSString).pathExtension.lowercased()] ?? "application/octet-stream"
        return (data, response(url: url, status: 200, contentType: type))
    }

    private func notFound(_ url: URL) -> (Data, HTTPResponse) {
        json(DemoJSON.Failure(error: "not found"), status: 404, url: url)
    }

    /// The path under the base path, starting with "/"; nil for a path outside it.
    private func relativePath(of url: URL) -> String? {
        let base = baseURL.path.hasSuffix("/") ? String(baseURL.path.dropLast()) : baseURL.path
        guard url.path.hasPrefix(base + "/") else { return nil }
        return String(url.path.dropFirst(base.count))
    }

    private func json(_ body: some Encodable, status: Int, url: URL) -> (Data, HTTPResponse) {
        (DemoJSON.encode(body), response(url: url, status: status, contentType: "application/json"))
    }

    private func response(url: URL, status: Int, contentType: String) -> HTTPResponse {
        HTTPResponse(url: url, statusCode: status, headerFields: ["Content-Type": contentType])
    }
}
