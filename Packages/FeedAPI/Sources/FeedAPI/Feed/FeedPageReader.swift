import FeedFeature
import Foundation

/// Reads an item of a page of the feed, `{"id":…,"description":…,"location":…,"image":…}` (the page
/// around it is `JSONItemsPage`'s), making its image as it is read, with what `JSONDecoder` would
/// make of it: where a key comes twice, its first value counts and the other is only read; keys
/// of the items are decoded (and must be valid), values of other keys only read;
/// `null` or a missing key is an absent description or location; an id is a UUID, an image an
/// absolute http(s) URL with a host. Anything else refuses the whole page: dropping one item would
/// silently shift pagination.
enum FeedPageReader {
    static func readItem(_ reader: inout JSONReader) throws(JSONSyntaxError) -> FeedImage {
        var item = ItemFields()
        if try reader.open(.openBrace, depth: 2) {
            repeat {
                let key = try reader.readString()
                try reader.consume(.colon)
                try item.read(valueOf: key, from: &reader)
            } while try reader.next(closing: .closeBrace)
        }
        guard let id = item.id, let image = item.image else { throw JSONSyntaxError() }
        return FeedImage(id: id, description: item.description ?? nil, location: item.location ?? nil, url: image)
    }
}

/// The fields of one item as they are read: nil until read; a description or location read as
/// `null` is `.some(nil)`, so that a later duplicate of its key is only read, as `JSONDecoder` does.
private struct ItemFields {
    var id: UUID?
    var description: String??
    var location: String??
    var image: URL?

    mutating func read(valueOf key: JSONRawString, from reader: inout JSONReader) throws(JSONSyntaxError) {
        if try JSONStringDecoder.string(key, is: "id") {
            if id == nil { return id = try Self.readUUID(&reader) }
        } else if try JSONStringDecoder.string(key, is: "description") {
            if description == nil { return description = try Self.readOptionalString(&reader) }
        } else if try JSONStringDecoder.string(key, is: "location") {
            if location == nil { return location = try Self.readOptionalString(&reader) }
        } else if try JSONStringDecoder.string(key, is: "image") {
            if image == nil { return image = try Self.readImageURL(&reader) }
        }
        try reader.skipValue(depth: 3)
    }

    private static func readOptionalString(_ reader: inout JSONReader) throws(JSONSyntaxError) -> String? {
        guard try !reader.readNull() else { return nil }
        return try JSONStringDecoder.decode(reader.readString())
    }

    private static func readUUID(_ reader: inout JSONReader) throws(JSONSyntaxError) -> UUID {
        let string = try reader.readString()
        if string.isPlain, let uuid = RemoteUUID.canonical(utf8: string.bytes) { return uuid }
        guard let uuid = RemoteUUID.uuid(try JSONStringDecoder.decode(string)) else { throw JSONSyntaxError() }
        return uuid
    }

    private static func readImageURL(_ reader: inout JSONReader) throws(JSONSyntaxError) -> URL {
        let text = try JSONStringDecoder.decode(reader.readString())
        guard let url = URL(string: text), url.isRemoteImageURL else { throw JSONSyntaxError() }
        return url
    }
}
