import FeedPresentation
import FeedScreens

/// The lines of a list item: its number, right-aligned with the list's other numbers, opens the
/// first line; further lines start under the text after it.
struct TextItemLines {
    let listCount: Int
    let style: TextStyle
    private let numberWidth: Int

    init(listCount: Int, style: TextStyle) {
        self.listCount = listCount
        self.style = style
        numberWidth = String(listCount).utf8.count
    }

    func lines(of item: ListItem) -> [String] {
        let label = self.label(item.number)
        let indent = String(repeating: " ", count: label.utf8.count)
        switch item.content {
        case let .image(viewModel, state):
            let description =
                viewModel.description.map { UntrustedText.shown($0) }
                ?? style.secondary(TextUIStrings.localized("NO_DESCRIPTION"))
            let mark = viewModel.isNew ? style.emphasis(TextUIStrings.localized("NEW_ITEM_MARK")) + " " : ""
            var lines = [style.emphasis(label) + mark + description]
            if let location = viewModel.location {
                lines.append(indent + style.secondary(UntrustedText.shown(location)))
            }
            if let imageLine = imageLine(viewModel, state, number: item.number) {
                lines.append(indent + imageLine)
            }
            return lines + thumbnail(state).map { indent + $0 }
        case let .comment(comment):
            let author = style.emphasis(UntrustedText.shown(comment.username))
            let date = style.secondary("· " + TerminalTextSanitizer.sanitize(comment.date))
            return [style.emphasis(label) + author + " " + date, indent + UntrustedText.shown(comment.message)]
        }
    }

    /// The line that reports a change of an item already shown, under its number, and the
    /// thumbnail of an image that settled.
    func changeLines(of item: ListItem) -> [String] {
        guard case let .image(viewModel, state) = item.content,
            let imageLine = imageLine(viewModel, state, number: item.number)
        else { return [] }
        let label = self.label(item.number)
        let indent = String(repeating: " ", count: label.utf8.count)
        return [style.emphasis(label) + imageLine] + thumbnail(state).map { indent + $0 }
    }

    /// An image's line and thumbnail under the text of its item, as `lines(of:)` ends.
    func imageLines(of item: ListItem) -> [String] {
        guard case let .image(viewModel, state) = item.content,
            let imageLine = imageLine(viewModel, state, number: item.number)
        else { return [] }
        let indent = String(repeating: " ", count: label(item.number).utf8.count)
        return [indent + imageLine] + thumbnail(state).map { indent + $0 }
    }

    /// A picture shown apart from its item, so that it can be told whose it is: the item's number
    /// and the first line of its description (`width` wide), over its `imageLines`.
    func apartLines(of item: ListItem, width: Int) -> [String] {
        guard case let .image(viewModel, _) = item.content else { return [] }
        let text = lines(of: ListItem(number: item.number, content: .image(viewModel, .notRequested)))[0]
        return [LineWrapper.wrap(text, width: width).first ?? text] + imageLines(of: item)
    }

    /// A picture at the terminal's size (`view N`): its item's number and first line, its image
    /// line, and the picture unindented, since it was drawn as wide as the terminal.
    func viewLines(of item: ListItem, width: Int) -> [String] {
        guard case let .image(_, state) = item.content else { return [] }
        let header = apartLines(of: ListItem(number: item.number, content: item.content), width: width)
        return Array(header.prefix(header.count - thumbnail(state).count)) + thumbnail(state)
    }

    private func thumbnail(_ state: ListItem.ImageState) -> [String] {
        guard case let .loaded(image) = state else { return [] }
        return image.thumbnail
    }

    private func label(_ number: Int) -> String {
        let number = String(number)
        return String(repeating: " ", count: max(0, numberWidth - number.utf8.count)) + number + ". "
    }

    /// Item numbers and pixel sizes go in as text, ungrouped: the user types the number back
    /// (`retry 1000`), and every image tool writes a size as `2000x200`. The line is a link to the
    /// image, as `open N` opens it, where the terminal opens links.
    private func imageLine(_ viewModel: FeedImageViewModel, _ state: ListItem.ImageState, number: Int) -> String? {
        imageLine(state, number: String(number)).map { style.link($0, to: viewModel.imageURL) }
    }

    private func imageLine(_ state: ListItem.ImageState, number: String) -> String? {
        switch state {
        case .notRequested:
            nil
        case .loading:
            style.secondary(TextUIStrings.localized("IMAGE_LOADING"))
        case let .loaded(image):
            if let problem = image.pictureProblem {
                TextUIStrings.localized(
                    "IMAGE_LOADED_NOT_DRAWN", image.info.format.rawValue, String(image.info.width),
                    String(image.info.height), PictureProblemPresenter.reason(for: problem))
            } else {
                TextUIStrings.localized(
                    "IMAGE_LOADED", image.info.format.rawValue, String(image.info.width), String(image.info.height))
            }
        case let .failed(reason?):
            style.error(TextUIStrings.localized("IMAGE_FAILED_WITH_REASON", number, reason))
        case .failed(nil):
            style.error(TextUIStrings.localized("IMAGE_FAILED", number))
        case .stopped:
            style.secondary(TextUIStrings.localized("IMAGE_STOPPED", number))
        }
    }
}
