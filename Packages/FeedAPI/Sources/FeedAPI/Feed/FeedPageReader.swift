import FeedFeature
import Foundation

/// Reads a page of the feed, `{"items":[{"id":…,"description":…,"location":…,"image":…},…]}`, in
/// one pass over its bytes, making each image as its item is read, with what `JSONDecoder` would
/// make of it: where a key comes twice, its first value counts and the other is only read; keys
/// of the page and of its items are decoded (and must be valid), values of other keys only read;
/// `null` or a missing key is an absent description or location; an id is a UUID, an image an
/// absolute http(s) URL with a host. Anything else refuses the whole page: dropping one item would
/// silently shift pagination.
enum FeedPageReader {
    static func images(in bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> [FeedImage] {
        var reader = JSONReader(bytes: bytes, from: startOfText(in: bytes))
        var images: [FeedImage]?
        guard try reader.open(.openBrace, depth: 0) else { throw JSONSyntaxError() }
        repeat {
            let key = try reader.readString()
            try reader.consume(.colon)
            if try JSONStringDecoder.string(key, is: "items"), images == nil {
                images = try readItems(&reader)
            } else {
                try reader.skipValue(depth: 1)
            }
        } while try reader.next(closing: .closeBrace)
        guard reader.isAtEnd(), let images else { throw JSONSyntaxError() }
        return images
    }

    /// Past a UTF-8 byte order mark, which `JSONDecoder` skips.
    private static func startOfText(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    private static func readItems(_ reader: inout JSONReader) throws(JSONSyntaxError) -> [FeedImage] {
        var images = [FeedImage]()
        images.reserveCapacity(try count(itemsAfter: reader))
        guard try reader.open(.openBracket, depth: 1) else { return images }
        repeat {
            images.append(try readItem(&reader))
        } while try reader.next(closing: .closeBracket)
        return images
    }

    /// How many items the array that comes next holds, read ahead by a copy of the reader: with
    /// the array made that big at once, the page's bytes are never held beside a second, grown
    /// copy of it (an array grown by doubling, then copied to fit, peaked at 2.4 times the images'
    /// array on a big page). Skipping the items costs about a tenth of reading them.
    private static func count(itemsAfter reader: JSONReader) throws(JSONSyntaxError) -> Int {
        var ahead = reader
        var count = 0
        guard try ahead.open(.openBracket, depth: 1) else { return 0 }
        repeat {
            try ahead.skipValue(depth: 2)
            count += 1
        } while try ahead.next(closing: .closeBracket)
        return count
    }

    private static func readItem(_ reader: inout JSONReader) throws(JSONSyntaxError) -> FeedImage {
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
