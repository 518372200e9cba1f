extension ListScreen {
    /// `find TEXT`: the numbers of the items loaded so far that mention `text`, in one line, so
    /// that `view N` or `comments N` can follow; nothing of the items is printed again (their
    /// lines and pictures are above).
    public func find(_ text: String) {
        guard !entries.isEmpty else { return renderer.render(.notice(.noItems)) }
        let numbers = entries.indices.filter { entries.transientCell(at: $0).content.mentions(text) }.map { $0 + 1 }
        renderer.render(.notice(.found(text, numbers: numbers)))
    }
}
