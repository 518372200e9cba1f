import FeedScreens

/// A notice as a sentence in the user's language. Item numbers go in as text, ungrouped: they
/// name an item, and the user types them back.
enum NoticeText {
    static func text(of notice: ScreenNotice) -> String {
        switch notice {
        case .demoFeed:
            TextUIStrings.localized("DEMO_FEED_NOTICE")
        case .alreadyLoading:
            TextUIStrings.localized("ALREADY_LOADING")
        case .noMoreItems:
            TextUIStrings.localized("NO_MORE_ITEMS")
        case .singlePage:
            TextUIStrings.localized("SINGLE_PAGE")
        case .stoppedLoading:
            TextUIStrings.localized("STOPPED_LOADING")
        case .alreadyAtRoot:
            TextUIStrings.localized("ALREADY_AT_ROOT")
        case let .backToList(title, itemsAbove):
            itemsAbove == 1
                ? TextUIStrings.localized("BACK_TO_LIST_ONE_ITEM", TerminalTextSanitizer.sanitize(title))
                : TextUIStrings.localized("BACK_TO_LIST", TerminalTextSanitizer.sanitize(title), String(itemsAbove))
        case let .nothingToRetry(item):
            TextUIStrings.localized("NOTHING_TO_RETRY", String(item))
        case let .nothingToOpen(item):
            TextUIStrings.localized("NOTHING_TO_OPEN", String(item))
        case let .nothingToView(item):
            TextUIStrings.localized("NOTHING_TO_VIEW", String(item))
        case .noItems:
            TextUIStrings.localized("NO_ITEMS_HINT")
        case let .noSuchItem(number, itemCount):
            TextUIStrings.localized("NO_SUCH_ITEM_HINT", String(number), String(itemCount))
        case let .unknownCommand(text, suggestion):
            unknownCommand(TerminalTextSanitizer.sanitize(text), suggestion: suggestion.flatMap(HelpText.entry))
        case let .missingNumber(command):
            TextUIStrings.localized("NUMBER_USAGE", command, command)
        case let .openedInBrowser(item):
            TextUIStrings.localized("OPENED_IN_BROWSER", String(item))
        case .noBrowser:
            TextUIStrings.localized("NO_BROWSER")
        case let .notAWebAddress(item):
            TextUIStrings.localized("NOT_A_WEB_ADDRESS", String(item))
        case let .missingText(command):
            TextUIStrings.localized("TEXT_USAGE", command, command)
        case let .found(text, numbers) where numbers.isEmpty:
            TextUIStrings.localized("FOUND_NO_ITEMS", TerminalTextSanitizer.sanitize(text))
        case let .found(text, numbers):
            TextUIStrings.localized(
                "FOUND_ITEMS", TerminalTextSanitizer.sanitize(text), numbers.map(String.init).joined(separator: ", "))
        case let .lineTooLong(limit):
            TextUIStrings.localized("LINE_TOO_LONG", limit)
        case let .watching(intervalSeconds):
            TextUIStrings.localized("WATCHING", String(intervalSeconds))
        case .notWatching:
            TextUIStrings.localized("NOT_WATCHING")
        case let .noLongerListed(item):
            TextUIStrings.localized("NO_LONGER_LISTED", String(item))
        }
    }

    /// The suggestion in help's words: the command as help writes it, and what it does.
    private static func unknownCommand(_ text: String, suggestion: (usage: String, description: String)?) -> String {
        guard let suggestion else { return TextUIStrings.localized("UNKNOWN_COMMAND", text) }
        return TextUIStrings.localized(
            "UNKNOWN_COMMAND_WITH_SUGGESTION", text, suggestion.usage, suggestion.description)
    }
}
