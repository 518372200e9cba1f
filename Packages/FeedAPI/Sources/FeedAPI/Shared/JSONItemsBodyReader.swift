import FeedFeature
import Foundation

/// Reads a page of items as its body arrives (`JSONItemsPage`), so the page's bytes are never held
/// beside its items: what a feed or comments body becomes once the mapper has accepted its status.
/// A body in UTF-16 or UTF-32 is held whole for the mapper's `JSONDecoder` reference. Given a
/// `firstItems` report, it hands on the page's first items before the page is whole.
struct JSONItemsBodyReader<Item: Sendable>: HTTPBodyReader {
    private var page: JSONItemsPage<Item>
    private let refusal: LoadFailure
    private let readWithJSONDecoder: (Data) throws -> [Item]
    private let firstItems: FirstItemsReport<Item>?
    private var hasReportedFirstItems = false
    private var bytesRead = 0

    init(
        readingItemsWith readItem: @escaping JSONItemsPage<Item>.ReadItem, refusing refusal: LoadFailure,
        elseReadingWith readWithJSONDecoder: @escaping (Data) throws -> [Item],
        reportingFirstItems firstItems: FirstItemsReport<Item>? = nil
    ) {
        page = JSONItemsPage(readingItemsWith: readItem)
        self.refusal = refusal
        self.readWithJSONDecoder = readWithJSONDecoder
        self.firstItems = firstItems
    }

    mutating func read(_ part: UnsafeRawBufferPointer) throws {
        do { try page.read(part) } catch { throw refusal }
        bytesRead += part.count
        reportFirstItems()
    }

    private mutating func reportFirstItems() {
        guard let firstItems, !hasReportedFirstItems, bytesRead > firstItems.bytesBeforeReporting,
            page.itemCount > firstItems.count
        else { return }
        hasReportedFirstItems = true
        firstItems.report(page.firstItems(firstItems.count))
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
