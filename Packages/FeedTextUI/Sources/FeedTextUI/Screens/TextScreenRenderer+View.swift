import FeedScreens

/// `view N`: the item's picture at the terminal's size, printed under whatever is on the screen,
/// so the list stays where it was and the prompt comes back under it.
extension TextScreenRenderer {
    /// Nothing while it loads (from the cache it comes at once; the prompt waits for it in a
    /// script); then the item's number and first line, its image line, and the picture from the
    /// left margin, as wide as the terminal.
    func showView(of item: ListItem, listCount: Int) {
        guard case let .image(_, state) = item.content, state != .loading else { return }
        let lines = TextItemLines(listCount: listCount, style: style)
        write(lines.viewLines(of: item, width: pictures?.size.columns ?? .max))
        // A picture protocol's one line covers more rows than it is.
        if case let .loaded(image) = state {
            pictures?.cursorMoved(downRows: image.thumbnailRows - image.thumbnail.count)
        }
    }
}
