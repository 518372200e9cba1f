import Foundation

/// The bodies the demo answers with, shaped as the API contract (and `Scripts/feed-server`) has them.
enum DemoJSON {
    struct FeedPage: Encodable {
        let items: [Item]
    }

    struct Item: Encodable {
        let id: String
        let description: String?
        let location: String?
        let image: String
    }

    struct Comments: Encodable {
        let items: [Comment]
    }

    struct Comment: Encodable {
        let id: String
        let message: String
        let createdAt: String
        let author: Author

        enum CodingKeys: String, CodingKey {
            case id, message, author
            case createdAt = "created_at"
        }
    }

    struct Author: Encodable {
        let username: String
    }

    struct Failure: Encodable {
        let error: String
    }

    static func encode(_ body: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        // Encoding these plain structs of strings cannot fail.
        return (try? encoder.encode(body)) ?? Data()
    }

    /// The contract's date form, `2020-05-20T11:24:59+0000`: UTC, whole seconds.
    static func timestamp(_ date: Date) -> String {
        date.ISO8601Format().replacingOccurrences(of: "Z", with: "+0000")
    }
}
