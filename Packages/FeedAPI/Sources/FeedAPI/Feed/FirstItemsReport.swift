/// Where a big page's first items go as they are read, before the page is whole: a screen can
/// show them while the rest of the page arrives (the whole page is still what the load delivers,
/// or its failure). A page is big once more than `bytesBeforeReporting` of its body have come
/// and it has not ended; a smaller page comes whole, so what a screen shows of it, and how, does
/// not depend on how its bytes were cut into parts. At most `limit` items are reported, in their
/// order, each once, as the body's parts bring them. Reported on the client's thread.
public struct FirstItemsReport<Item: Sendable>: Sendable {
    public let limit: Int
    public let bytesBeforeReporting: Int
    public let report: @Sendable ([Item]) -> Void

    public init(limit: Int, bytesBeforeReporting: Int, report: @escaping @Sendable ([Item]) -> Void) {
        precondition(limit > 0, "a report of no items reports nothing")
        self.limit = limit
        self.bytesBeforeReporting = bytesBeforeReporting
        self.report = report
    }
}
