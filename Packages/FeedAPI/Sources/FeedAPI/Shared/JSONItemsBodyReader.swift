import FeedFeature
import Foundation

/// Reads a page of items as its body arrives (`JSONItemsPage`), so the page's bytes are never held
/// beside its items: what a feed or comments body becomes once the mapper has accepted its status.
/// A body in UTF-16 or UTF-32 is held whole for the mapper's `JSONDecoder` reference.
struct JSONItemsBodyReader<Item: Sendable>: HTTPBodyReader {
    private var page: JSONItemsPage<Item>
    private let refusal: LoadFailure
    private let readWithJSONDecoder: (Data) throws -> [Item]

    init(
        readingItemsWith readItem: @escaping JSONItemsPage<Item>.ReadItem, refusing refusal: LoadFailure,
        elseReadingWith readWithJSONDecoder: @escaping (Data) throws -> [Item]
    ) {
        page = JSONItemsPage(readingItemsWith: readItem)
        self.refusal = refusal
        self.readWithJSONDecoder = readWithJSONDecoder
    }

    mutating func read(_ part: UnsafeRawBufferPointer) throws {
        do { try page.read(part) } catch { throw refusal }
    }

    mutating func finish() throws -> [Item] {
        let items: [Item]?
        do { items = try page.finish() } catch { throw refusal }
        return try items ?? readWithJSONDecoder(page.heldBody)
    }
}

/// Reads nothing of a body whose head already said why there is no resource: its status.
struct RefusedBodyReader<Resource: Sendable>: HTTPBodyReader {
    let failure: LoadFailure

    func read(_ part: UnsafeRawBufferPointer) {}

    func finish() throws -> Resource {
        throw failure
    }
}
