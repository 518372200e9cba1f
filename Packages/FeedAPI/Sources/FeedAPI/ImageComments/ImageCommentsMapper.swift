import FeedFeature
import Foundation

/// An image's comments from a `2xx` response, or the `LoadFailure` that says why there are none.
public enum ImageCommentsMapper {
    private struct Root: Decodable {
        let items: [RemoteImageComment]
    }

    private struct RemoteImageComment: Decodable {
        let id: RemoteUUID
        let message: String
        let createdAt: Date
        let author: Author

        private enum CodingKeys: String, CodingKey {
            case id, message, author
            case createdAt = "created_at"
        }

        struct Author: Decodable {
            let username: String
        }

        var comment: ImageComment {
            ImageComment(id: id.value, message: message, createdAt: createdAt, username: author.username)
        }
    }

    /// The API sends `2020-05-20T11:24:59+0000`; `Z` and `+00:00` mean the same and are accepted too.
    /// A value type, so sharing it needs no lock.
    private static let dateFormat = Date.ISO8601FormatStyle()

    public static func map(_ data: Data, from response: HTTPResponse) throws -> [ImageComment] {
        guard response.isSuccessful else { throw LoadFailure.httpStatus(response.statusCode) }
        guard let root = try? decoder().decode(Root.self, from: data) else {
            throw LoadFailure.invalidData(expected: .comments)
        }
        return root.items.map(\.comment)
    }

    private static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let string = try container.decode(String.self)
            if let date = ISO8601DateParser.date(from: string) { return date }
            // A whole match: parsing alone would accept trailing garbage after the offset.
            guard let match = string.wholeMatch(of: dateFormat) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Expected an ISO 8601 date, got \(string)")
            }
            return match.output
        }
        return decoder
    }
}
