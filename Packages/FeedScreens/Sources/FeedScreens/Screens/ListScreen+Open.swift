extension ListScreen {
    /// `open N`: the item's image address, for whoever opens it (`onOpen`); an entry without one
    /// (a comment), or a screen that opens nothing, says so.
    public func open(number: Int) {
        guard isNumbered(number) else { return }
        guard let onOpen, case let .image(viewModel, _) = entries.transientCell(at: number - 1).content,
            let address = viewModel.imageURL
        else { return renderer.render(.notice(.nothingToOpen(item: number))) }
        onOpen(address, number)
    }
}
