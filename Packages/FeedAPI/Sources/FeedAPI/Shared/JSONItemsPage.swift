import Foundation

/// The shape both of the API's bodies share, `{"items":[…],…}`, read in one pass over a body's
/// bytes as `JSONDecoder` reads it: past a UTF-8 byte order mark (which `JSONDecoder` skips); the
/// first `items` counts and the values of other keys, a later `items` included, are only read;
/// the page's keys are decoded and must be valid. A body in UTF-16 or UTF-32 (`JSONDecoder` reads
/// those too) is left to the caller's `JSONDecoder` reference.
enum JSONItemsPage {
    /// The items of the page in `data`, each read by `readItem` at depth 2, in an array made at its
    /// size from a count read ahead; nil when `data` may be UTF-16 or UTF-32. An array grown by
    /// doubling as it is read, then copied to fit, held both beside the page's bytes: a big
    /// page's peak was 2.4 times the array it kept.
    static func items<Item>(
        in data: Data, _ readItem: (inout JSONReader) throws(JSONSyntaxError) -> Item
    ) -> Result<[Item], JSONSyntaxError>? {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard !mayBeUTF16OrUTF32(bytes) else { return nil }
            do throws(JSONSyntaxError) {
                return .success(try items(in: bytes, readItem))
            } catch {
                return .failure(error)
            }
        }
    }

    private static func items<Item>(
        in bytes: UnsafeBufferPointer<UInt8>, _ readItem: (inout JSONReader) throws(JSONSyntaxError) -> Item
    ) throws(JSONSyntaxError) -> [Item] {
        var reader = JSONReader(bytes: bytes, from: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        var items: [Item]?
        guard try reader.open(.openBrace, depth: 0) else { throw JSONSyntaxError() }
        repeat {
            let key = try reader.readString()
            try reader.consume(.colon)
            if try JSONStringDecoder.string(key, is: "items"), items == nil {
                items = try readArray(&reader, readItem)
            } else {
                try reader.skipValue(depth: 1)
            }
        } while try reader.next(closing: .closeBrace)
        guard reader.isAtEnd(), let items else { throw JSONSyntaxError() }
        return items
    }

    private static func readArray<Item>(
        _ reader: inout JSONReader, _ readItem: (inout JSONReader) throws(JSONSyntaxError) -> Item
    ) throws(JSONSyntaxError) -> [Item] {
        var items = [Item]()
        items.reserveCapacity(try count(itemsAfter: reader))
        guard try reader.open(.openBracket, depth: 1) else { return items }
        repeat {
            items.append(try readItem(&reader))
        } while try reader.next(closing: .closeBracket)
        return items
    }

    /// How many items the array that comes next holds, read ahead by a copy of the reader:
    /// skipping them costs about an eighth of reading them (perf samples on a 100,000-item page).
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

    /// What `JSONDecoder` would read as UTF-16 or UTF-32: a byte order mark of either, or a zero
    /// byte among the first four, which no UTF-8 JSON document that it accepts can start with
    /// (so handing these over never changes an answer).
    private static func mayBeUTF16OrUTF32(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 2 else { return false }
        if (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) { return true }
        return bytes.prefix(4).contains(0)
    }
}
