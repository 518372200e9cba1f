/// Pictures that can no longer go into their places are shown apart in feed order, not as they
/// come: a reader finds item 3's picture after item 2's, as in the list above. A picture waits
/// while an earlier item is still pending (its picture may yet come apart too), and is shown with
/// those after it once none is, as far as they fit: a picture apart must not push a place still
/// waiting for its picture off the screen (that picture would come apart too), so it waits for
/// room as the list does.
struct ApartOrder<Picture> {
    private var waiting = [Int: Picture]()

    var isEmpty: Bool { waiting.isEmpty }

    /// Item `number`'s picture, to be shown apart when no earlier item is pending.
    mutating func add(_ picture: Picture, of number: Int) {
        waiting[number] = picture
    }

    /// The pictures that may be shown now, in feed order, with `firstPendingItem` the first item
    /// still waiting for its picture (nil: none is): up to the first one that `fits` says has no
    /// room after those before it.
    mutating func release(firstPendingItem: Int?, fits: (Picture) -> Bool = { _ in true }) -> [Picture] {
        let ready = waiting.keys.filter { number in firstPendingItem.map { number < $0 } ?? true }.sorted()
        var released = [Picture]()
        for number in ready {
            guard let picture = waiting[number], fits(picture) else { break }
            waiting[number] = nil
            released.append(picture)
        }
        return released
    }

    /// Every picture waiting, in feed order: nothing will be waited for any more.
    mutating func releaseAll() -> [Picture] {
        release(firstPendingItem: nil)
    }
}
