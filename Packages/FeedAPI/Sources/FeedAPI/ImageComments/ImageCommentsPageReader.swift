import FeedFeature
import Foundation

/// Reads a comment of an image's comments, `{"id":…,"message":…,"created_at":…,"author":{"username":…}}`
/// (the page around it is `JSONItemsPage`'s), as `FeedPageReader` reads the feed's items, with
/// what `JSONDecoder` would make of it: where a key comes twice its first value counts and the
/// other is only read; keys of comments and their authors are decoded (and must be valid), values
/// of other keys only read; every field is required and none may be `null`. `JSONDecoder`'s map of
/// the whole document and its containers took about a quarter of the time ten thousand comments
/// spend in the app.
enum ImageCommentsPageReader {
    static func readComment(_ reader: inout JSONReader) throws(JSONSyntaxError) -> ImageComment {
        var fields = CommentFields()
        if try reader.open(.openBrace, depth: 2) {
            repeat {
                let key = try reader.readString()
                try reader.consume(.colon)
                try fields.read(valueOf: key, from: &reader)
            } while try reader.next(closing: .closeBrace)
        }
        guard let id = fields.id, let message = fields.message, let createdAt = fields.createdAt,
            let username = fields.username
        else { throw JSONSyntaxError() }
        return ImageComment(id: id, message: message, createdAt: createdAt, username: username)
    }
}

/// The fields of one comment as they are read: nil until read.
private struct CommentFields {
    var id: UUID?
    var message: String?
    var createdAt: Date?
    var username: String?
    private var authorRead = false

    mutating func read(valueOf key: JSONRawString, from reader: inout JSONReader) throws(JSONSyntaxError) {
        if try JSONStringDecoder.string(key, is: "id") {
            if id == nil { return id = try Self.readUUID(&reader) }
        } else if try JSONStringDecoder.string(key, is: "message") {
            if message == nil { return message = try JSONStringDecoder.decode(reader.readString()) }
        } else if try JSONStringDecoder.string(key, is: "created_at") {
            if createdAt == nil { return createdAt = try Self.readDate(&reader) }
        } else if try JSONStringDecoder.string(key, is: "author") {
            if !authorRead {
                authorRead = true
                return username = try Self.readUsername(&reader)
            }
        }
        try reader.skipValue(depth: 3)
    }

    private static func readUUID(_ reader: inout JSONReader) throws(JSONSyntaxError) -> UUID {
        let string = try reader.readString()
        if string.isPlain, let uuid = RemoteUUID.canonical(utf8: string.bytes) { return uuid }
        guard let uuid = RemoteUUID.uuid(try JSONStringDecoder.decode(string)) else { throw JSONSyntaxError() }
        return uuid
    }

    private static func readDate(_ reader: inout JSONReader) throws(JSONSyntaxError) -> Date {
        guard let date = CommentDate.date(from: try JSONStringDecoder.decode(reader.readString())) else {
            throw JSONSyntaxError()
        }
        return date
    }

    /// The author's `username`, its other keys only read.
    private static func readUsername(_ reader: inout JSONReader) throws(JSONSyntaxError) -> String {
        var username: String?
        if try reader.open(.openBrace, depth: 3) {
            repeat {
                let key = try reader.readString()
                try reader.consume(.colon)
                if try JSONStringDecoder.string(key, is: "username"), username == nil {
                    username = try JSONStringDecoder.decode(reader.readString())
                } else {
                    try reader.skipValue(depth: 4)
                }
            } while try reader.next(closing: .closeBrace)
        }
        guard let username else { throw JSONSyntaxError() }
        return username
    }
}
