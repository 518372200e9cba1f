import Foundation

/// The waits of `OneTimerScheduler` in time order: a binary min-heap of times and ids, earliest
/// first, and of two at one time the one asked for first (the lower id).
struct TimeHeap {
    struct Entry {
        let due: TimeInterval
        let id: Int

        func precedes(_ other: Entry) -> Bool {
            (due, id) < (other.due, other.id)
        }
    }

    private var entries: [Entry] = []

    var count: Int { entries.count }

    var earliest: Entry? { entries.first }

    mutating func insert(_ entry: Entry) {
        entries.append(entry)
        siftUp(from: entries.count - 1)
    }

    mutating func removeEarliest() {
        guard !entries.isEmpty else { return }
        entries.swapAt(0, entries.count - 1)
        entries.removeLast()
        siftDown(from: 0)
    }

    mutating func removeAll() {
        entries.removeAll()
    }

    /// Only the entries `isKept` keeps, in heap order again.
    mutating func keep(where isKept: (Entry) -> Bool) {
        entries.removeAll { !isKept($0) }
        for index in stride(from: entries.count / 2 - 1, through: 0, by: -1) { siftDown(from: index) }
    }

    private mutating func siftUp(from start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[child].precedes(entries[parent]) else { return }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1, right = left + 1
            var first = parent
            if left < entries.count, entries[left].precedes(entries[first]) { first = left }
            if right < entries.count, entries[right].precedes(entries[first]) { first = right }
            guard first != parent else { return }
            entries.swapAt(parent, first)
            parent = first
        }
    }
}
