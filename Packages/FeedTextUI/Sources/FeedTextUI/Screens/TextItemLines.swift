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
            var lines = [style.emphasis(label) + description]
            if let location = viewModel.location {
                lines.append(indent + style.secondary(UntrustedText.shown(location)))
            }
            if let imageLine = imageLine(state, number: item.number) {
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
        guard case let .image(_, state) = item.content, let imageLine = imageLine(state, number: item.number)
        else { return [] }
        let label = self.label(item.number)
        let indent = String(repeating: " ", count: label.utf8.count)
        return [style.emphasis(label) + imageLine] + thumbnail(state).map { indent + $0 }
    }

    private func thumbnail(_ state: ListItem.ImageState) -> [String] {
        guard case let .loaded(image) = state else { return [] }
        return image.thumbnail
    }

    private func label(_ number: Int) -> String {
        let number = String(number)
        return String(repeating: " ", count: max(0, numberWidth - number.utf8.count)) + number + ". "
    }

    private func imageLine(_ state: ListItem.ImageState, number: Int) -> String? {
        switch state {
        case .notRequested:
            nil
        case .loading:
            style.secondary(TextUIStrings.localized("IMAGE_LOADING"))
        case let .loaded(image):
            if let problem = image.pictureProblem {
                TextUIStrings.localized(
                    "IMAGE_LOADED_NOT_DRAWN", image.info.format.rawValue, image.info.width, image.info.height,
                    PictureProblemPresenter.reason(for: problem))
            } else {
                TextUIStrings.localized("IMAGE_LOADED", image.info.format.rawValue, image.info.width, image.info.height)
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
