import FeedScreens
import Foundation

/// The text front: prints what the screens report as lines for a person at a terminal, in the
/// user's language, with `style`'s colours. Text that came from the server is made harmless first.
///
/// Given `pictures` (a terminal it may move the cursor on), an item shown before its picture came
/// keeps rows for it, and the picture is drawn there when it comes (`TextScreenRenderer+Pictures`);
/// "Loading…" is written over by what it announced.
public final class TextScreenRenderer: ScreenRenderer {
    let output: TextOutput
    let style: TextStyle
    private let prompt: PromptView
    let pictures: InPlacePictures?
    /// The row under the "Loading…" line while nothing came after it.
    var rowUnderLoadingLine: Int?

    /// `prompt` shows the prompt; by default it is written to `output` like the rest. `pictures`:
    /// the terminal `output` ends in, when late pictures go into their places.
    public init(output: TextOutput, style: TextStyle, prompt: PromptView? = nil, pictures: InPlacePictures? = nil) {
        self.output = output
        self.style = style
        self.prompt = prompt ?? WrittenPrompt(output: output)
        self.pictures = pictures
    }

    public func render(_ event: ScreenEvent) {
        switch event {
        case let .title(title):
            if let pictures { writeApart(pictures.startNewScreen(), on: pictures) }
            output.writeLine(style.title(UntrustedText.shown(title)))
        case .loading:
            writeSecondary("LOADING")
            rowUnderLoadingLine = pictures?.places.cursorRow
        case let .loadFailed(error):
            writeOverLoadingLine()
            output.writeLine(style.error(TextUIStrings.localized("ERROR_WITH_RETRY_HINT", error.message ?? "")))
        case let .offlineFeed(offline):
            writeOverLoadingLine()
            output.writeLine(style.secondary(offline.message))
        case let .items(items, listCount):
            writeOverLoadingLine()
            if let pictures {
                writePlacingPictures(items, listCount: listCount, on: pictures)
            } else {
                writeLines(of: items, listCount: listCount)
            }
        case .emptyList:
            writeOverLoadingLine()
            writeSecondary("EMPTY_LIST")
        case let .listEnd(hasMore):
            writeSecondary(hasMore ? "LOAD_MORE_HINT" : "NO_MORE_ITEMS")
        case let .itemChanged(item, listCount):
            if let pictures {
                showChangePlacingPicture(item, listCount: listCount, on: pictures)
            } else {
                write(TextItemLines(listCount: listCount, style: style).changeLines(of: item))
            }
        case let .itemView(item, listCount):
            showView(of: item, listCount: listCount)
        case let .checked(newItems, checkedAt):
            output.writeLine(style.secondary(Self.checkedText(newItems: newItems, checkedAt: checkedAt)))
        case .loadingMore:
            writeSecondary("LOADING_MORE")
        case let .loadMoreFailed(error):
            output.writeLine(
                style.error(TextUIStrings.localized("LOAD_MORE_ERROR_WITH_RETRY_HINT", error.message ?? "")))
        case let .notice(notice):
            output.writeLine(style.secondary(NoticeText.text(of: notice)))
        case .help:
            write(HelpText.lines(style: style))
        case let .prompt(screen):
            let text = screen.map { TextUIStrings.localized("NAMED_PROMPT", $0) } ?? TextUIStrings.localized("PROMPT")
            prompt.showPrompt(style.emphasis(text))
        case .interrupted:
            prompt.closePrompt()
        }
    }

    /// A hundred thousand items reach a pipe in a few hundred writes, not one per line.
    private func writeLines(of items: [ListItem], listCount: Int) {
        let lines = TextItemLines(listCount: listCount, style: style)
        var batch = [String]()
        for item in items {
            batch += lines.lines(of: item)
            if batch.count >= Self.linesPerWrite {
                write(batch)
                batch.removeAll(keepingCapacity: true)
            }
        }
        write(batch)
    }

    private static let linesPerWrite = 512

    /// Complete lines, in one write.
    func write(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        output.write(lines.joined(separator: "\n") + "\n")
    }

    private static func checkedText(newItems: Int, checkedAt: Date) -> String {
        let time = ClockTime.text(of: checkedAt)
        return switch newItems {
        case 0: TextUIStrings.localized("CHECKED_NO_NEW_ITEMS", time)
        case 1: TextUIStrings.localized("CHECKED_ONE_NEW_ITEM", time)
        default: TextUIStrings.localized("CHECKED_NEW_ITEMS", String(newItems), time)
        }
    }

    private func writeSecondary(_ key: String) {
        output.writeLine(style.secondary(TextUIStrings.localized(key)))
    }
}
