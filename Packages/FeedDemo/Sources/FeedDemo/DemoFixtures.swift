import Foundation

/// The files `Scripts/feed-server` serves, read once: `feed.json` (the items, in feed order),
/// `comments.json` (each image's comments, made some minutes before a request) and `images/`.
struct DemoFixtures: Sendable {
    struct Item: Decodable, Equatable, Sendable {
        let id: String
        let description: String?
        let location: String?
        /// The name of a file in `images/`.
        let image: String
    }

    struct Comment: Decodable, Equatable, Sendable {
        let id: String
        let message: String
        let username: String
        let minutesAgo: Int

        enum CodingKeys: String, CodingKey {
            case id, message, username
            case minutesAgo = "minutes_ago"
        }
    }

    private struct Feed: Decodable {
        let items: [Item]
    }

    let items: [Item]
    /// Keyed by upper-cased image id: ids are matched case-insensitively.
    let commentsByImageID: [String: [Comment]]
    let imagesByName: [String: Data]

    init(directory: URL) throws {
        let decoder = JSONDecoder()
        items = try decoder.decode(Feed.self, from: Data(contentsOf: directory.appendingPathComponent("feed.json")))
            .items
        let comments = try decoder.decode(
            [String: [Comment]].self, from: Data(contentsOf: directory.appendingPathComponent("comments.json")))
        commentsByImageID = Dictionary(comments.map { ($0.key.uppercased(), $0.value) }) { _, last in last }
        imagesByName = try Self.files(in: directory.appendingPathComponent("images"))
    }

    /// Every file of `directory` but hidden ones (a `.DS_Store`), as `Scripts/feed-server` reads them.
    private static func files(in directory: URL) throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.hasPrefix(".") }
        return try Dictionary(
            uniqueKeysWithValues: names.map { name in
                (name, try Data(contentsOf: directory.appendingPathComponent(name)))
            })
    }

    /// The copy built into the app. It ships with the binary, and a test reads every file of it,
    /// so failing to read it is a broken build, not something a user can fix.
    static var bundled: DemoFixtures {
        guard let directory = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            preconditionFailure("FeedDemo's Fixtures are missing from its resource bundle")
        }
        do {
            return try DemoFixtures(directory: directory)
        } catch {
            preconditionFailure("FeedDemo's Fixtures cannot be read: \(error)")
        }
    }
}
