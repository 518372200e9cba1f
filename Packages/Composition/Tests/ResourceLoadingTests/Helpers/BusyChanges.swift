@testable import ResourceLoading

/// Every change of a tracker's busy state, in order.
@MainActor
final class BusyChanges {
    private(set) var values = [Bool]()

    init(_ tracker: LoadActivityTracker) {
        tracker.onBusyChange = { [weak self] in self?.values.append($0) }
    }
}
