import FeedScreens

/// A notice as a sentence in the user's language.
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
        case let .nothingToRetry(item):
            TextUIStrings.localized("NOTHING_TO_RETRY", item)
        case let .nothingToOpen(item):
            TextUIStrings.localized("NOTHING_TO_OPEN", item)
        case .noItems:
            TextUIStrings.localized("NO_ITEMS_HINT")
        case let .noSuchItem(number, itemCount):
            TextUIStrings.localized("NO_SUCH_ITEM_HINT", number, itemCount)
        case let .unknownCommand(text):
            TextUIStrings.localized("UNKNOWN_COMMAND", TerminalTextSanitizer.sanitize(text))
        case let .missingNumber(command):
            TextUIStrings.localized("NUMBER_USAGE", command, command)
        case let .lineTooLong(limit):
            TextUIStrings.localized("LINE_TOO_LONG", limit)
        }
    }
}
