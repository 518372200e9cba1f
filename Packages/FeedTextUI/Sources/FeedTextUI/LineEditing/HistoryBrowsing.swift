/// Where Up and Down have got to in the history, and the line that was being typed before the
/// first Up, which Down comes back to.
struct HistoryBrowsing: Sendable {
    /// The entry shown; nil while on the line being typed.
    private var index: Int?
    private var draft = ""

    /// The entry before the one shown, if there is one.
    mutating func older(in history: CommandHistory, replacing typed: String) -> String? {
        let entries = history.entries
        guard let older = index.map({ $0 - 1 }) ?? entries.indices.last, older >= 0 else { return nil }
        if index == nil { draft = typed }
        index = older
        return entries[older]
    }

    /// The entry after the one shown, or the line being typed after the newest.
    mutating func newer(in history: CommandHistory) -> String? {
        guard let shown = index else { return nil }
        let entries = history.entries
        guard shown + 1 < entries.count else {
            index = nil
            return draft
        }
        index = shown + 1
        return entries[shown + 1]
    }
}
