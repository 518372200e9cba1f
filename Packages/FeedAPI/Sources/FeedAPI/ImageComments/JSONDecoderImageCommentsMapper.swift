import FeedFeature
import Foundation

/// An image's comments read through `JSONDecoder`: the reference that `ImageCommentsMapper` is
/// tested against (same comments or both failing), and the way it reads a body in UTF-16 or
/// UTF-32, which `JSONDecoder` accepts and a single pass over UTF-8 does not.
public enum JSONDecoderImageCommentsMapper {
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
            guard let date = CommentDate.date(from: string) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Expected an ISO 8601 date, got \(string)")
            }
            return date
        }
        return decoder
    }
}
