@testable import ResourceLoading

/// Every change of a tracker's busy state, in order: give `record` to the tracker as it is made.
@MainActor
final class BusyChanges {
    private(set) var values = [Bool]()

    func record(_ isBusy: Bool) { values.append(isBusy) }
}
