import Foundation

/// The shape both of the API's bodies share, `{"items":[…],…}`, read in one pass over a body's
/// bytes as they arrive, as `JSONDecoder` reads the whole: past a UTF-8 byte order mark (which
/// `JSONDecoder` skips); the first `items` counts and the values of other keys, a later `items`
/// included, are only read; the page's keys are decoded and must be valid. A body in UTF-16 or
/// UTF-32 (`JSONDecoder` reads those too) is held whole for the caller's `JSONDecoder` reference.
///
/// The page is read a step at a time (its start, a key and its value, an item), each ending on a
/// bracket, brace or comma: a step that runs out of bytes is read again once more have come, so an
/// item cut between two parts is read whole, and nothing is made twice.
struct JSONItemsPage<Item> {
    typealias ReadItem = (inout JSONReader) throws(JSONSyntaxError) -> Item

    private enum Step {
        case start, member, item, end
    }

    private let readItem: ReadItem
    private var step = Step.start
    private var items: [Item]?
    /// The bytes of the step that has not been read yet, or the whole body for `JSONDecoder`.
    private var unread: [UInt8] = []
    /// A step that ran out is read again once `unread` holds twice the bytes it ran out on: a long
    /// value coming in many parts is read a few times over, not once per part.
    private var enoughToRetry = 0
    private(set) var isForJSONDecoder = false

    init(readingItemsWith readItem: @escaping ReadItem) {
        self.readItem = readItem
    }

    /// The items of the page in `data`, in an array made at its size from a count read ahead; nil
    /// when `data` may be UTF-16 or UTF-32.
    static func items(in data: Data, _ readItem: ReadItem) -> Result<[Item], JSONSyntaxError>? {
        withoutActuallyEscaping(readItem) { readItem in
            var page = JSONItemsPage(readingItemsWith: readItem)
            return data.withUnsafeBytes { raw in
                do throws(JSONSyntaxError) {
                    _ = try page.readSteps(in: raw.bindMemory(to: UInt8.self), isWhole: true)
                    return page.isForJSONDecoder ? nil : .success(page.items ?? [])
                } catch {
                    return .failure(error)
                }
            }
        }
    }

    /// The next part of the body.
    mutating func read(_ part: UnsafeRawBufferPointer) throws(JSONSyntaxError) {
        unread.append(contentsOf: part)
        guard !isForJSONDecoder, unread.count >= enoughToRetry else { return }
        try readUnread(isWhole: false)
    }

    /// After the last part: the items, or nil for a body `JSONDecoder` must read (`heldBody`).
    mutating func finish() throws(JSONSyntaxError) -> [Item]? {
        guard !isForJSONDecoder else { return nil }
        try readUnread(isWhole: true)
        return isForJSONDecoder ? nil : items
    }

    /// The body held for `JSONDecoder`.
    var heldBody: Data { Data(unread) }

    /// How many items have been read so far.
    var itemCount: Int { items?.count ?? 0 }

    /// The first `count` items read so far, copied out: the array the page grows stays its own.
    func firstItems(_ count: Int) -> [Item] {
        Array((items ?? []).prefix(count))
    }

    /// How many of the bytes that came are held: those of the step not read yet. Only a test reads
    /// it, and should: it is how the bound this type exists for (never more held than the longest
    /// item and a byte, however long the page) is checked from outside.
    var heldByteCount: Int { unread.count }

    private mutating func readUnread(isWhole: Bool) throws(JSONSyntaxError) {
        var unread = self.unread
        self.unread = []
        defer { self.unread = unread }
        let consumed = try unread.withUnsafeBufferPointer { bytes throws(JSONSyntaxError) in
            try readSteps(in: bytes, isWhole: isWhole)
        }
        unread.removeFirst(consumed)
    }

    /// Reads as many steps as `bytes` holds; how many bytes they took. With `isWhole`, these are the
    /// last bytes, and the page must end in them.
    private mutating func readSteps(in bytes: UnsafeBufferPointer<UInt8>, isWhole: Bool) throws(JSONSyntaxError)
        -> Int
    {
        var reader = JSONReader(bytes: bytes)
        if step == .start {
            guard isWhole || bytes.count >= 4 else { return 0 }
            guard !Self.mayBeUTF16OrUTF32(bytes) else {
                isForJSONDecoder = true
                return 0
            }
            reader = JSONReader(bytes: bytes, from: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        }
        while step != .end {
            var attempt = reader
            do throws(JSONSyntaxError) {
                try readStep(&attempt, isWhole: isWhole)
            } catch {
                guard attempt.ranOut, !isWhole else { throw error }
                enoughToRetry = 2 * (bytes.count - reader.index)
                return reader.index
            }
            reader = attempt
        }
        enoughToRetry = 0
        guard reader.isAtEnd() else { throw JSONSyntaxError() }
        if isWhole, items == nil { throw JSONSyntaxError() }
        return bytes.count
    }

    /// Reads one step, changing nothing unless all of it is there.
    private mutating func readStep(_ reader: inout JSONReader, isWhole: Bool) throws(JSONSyntaxError) {
        switch step {
        case .start:
            guard try reader.open(.openBrace, depth: 0) else { throw JSONSyntaxError() }
            step = .member
        case .member:
            let key = try reader.readString()
            try reader.consume(.colon)
            guard try JSONStringDecoder.string(key, is: "items"), items == nil else {
                try reader.skipValue(depth: 1)
                step = try reader.next(closing: .closeBrace) ? .member : .end
                return
            }
            guard try reader.open(.openBracket, depth: 1) else {
                let next: Step = try reader.next(closing: .closeBrace) ? .member : .end
                (items, step) = ([], next)
                return
            }
            var array = [Item]()
            if isWhole { array.reserveCapacity(try Self.count(itemsAt: reader)) }
            (items, step) = (array, .item)
        case .item:
            let item = try readItem(&reader)
            let next: Step =
                try reader.next(closing: .closeBracket)
                ? .item : try reader.next(closing: .closeBrace) ? .member : .end
            items!.append(item)
            step = next
        case .end:
            break
        }
    }

    /// How many items the array whose first item comes next holds, read ahead by a copy of the
    /// reader: skipping them costs about an eighth of reading them (perf samples on a
    /// 100,000-item page). An array grown by doubling as it is read, then copied to fit, held both
    /// beside the page's bytes: a whole big page's peak was 2.4 times the array it kept.
    private static func count(itemsAt reader: JSONReader) throws(JSONSyntaxError) -> Int {
        var ahead = reader
        var count = 0
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
