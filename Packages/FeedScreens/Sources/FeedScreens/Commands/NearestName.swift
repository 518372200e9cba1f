/// The name a mistyped word most likely meant, as git and cargo suggest one: the closest by edit
/// distance (a swapped pair of neighbours counts as one edit, as in `mroe`), ignoring case, and
/// only when it is close enough for the word to be a slip rather than another word altogether.
public enum NearestName {
    /// Nil when no name is close; the first of the closest, in the order given, otherwise.
    public static func nearest(to word: String, among names: [String]) -> String? {
        let typed = Array(word.lowercased())
        let allowed = min(2, max(1, typed.count / 3))
        var best: (name: String, distance: Int)?
        for name in names {
            let distance = editDistance(typed, Array(name.lowercased()))
            if distance > 0, distance <= allowed, distance < best?.distance ?? .max {
                best = (name, distance)
            }
        }
        return best?.name
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbours, each one edit. Three rows of the table are enough.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
