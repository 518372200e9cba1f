import FeedPresentation

/// Shows one feed image: its number and description, then its location on the line below.
public final class FeedImageCellController: CellController {
    private let viewModel: FeedImageViewModel

    public init(viewModel: FeedImageViewModel) {
        self.viewModel = viewModel
    }

    public func lines(number: Int, numberWidth: Int, style: TextStyle) -> [String] {
        let label = String(repeating: " ", count: max(0, numberWidth - String(number).count)) + "\(number). "
        let indent = String(repeating: " ", count: label.count)
        let description =
            viewModel.description.map(TerminalTextSanitizer.sanitize)
            ?? style.secondary(TextUIStrings.localized("NO_DESCRIPTION"))

        var lines = [style.emphasis(label) + description]
        if let location = viewModel.location {
            lines.append(indent + style.secondary(TerminalTextSanitizer.sanitize(location)))
        }
        return lines
    }
}
