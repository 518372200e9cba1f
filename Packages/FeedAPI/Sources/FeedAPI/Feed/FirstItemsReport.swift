/// Where a big page's first items go before the page is whole, so a screen can show them while
/// the rest arrives (the load still delivers the whole page, or its failure). A page is big when
/// its body is over `bytesBeforeReporting` and it holds more than `count` items: its first `count`
/// items are reported once, together, as soon as more than `count` items and more than
/// `bytesBeforeReporting` bytes have been read, before the page is delivered. Any other page is
/// only delivered. Whether and what is reported depends on the page alone, never on how the
/// network cut its body into parts, so a screen shows it the same way every time. Reported on the
/// client's thread.
public struct FirstItemsReport<Item: Sendable>: Sendable {
    public let count: Int
    public let bytesBeforeReporting: Int
    public let report: @Sendable ([Item]) -> Void

    public init(count: Int, bytesBeforeReporting: Int, report: @escaping @Sendable ([Item]) -> Void) {
        precondition(count > 0, "a report of no items reports nothing")
        self.count = count
        self.bytesBeforeReporting = bytesBeforeReporting
        self.report = report
    }
}
