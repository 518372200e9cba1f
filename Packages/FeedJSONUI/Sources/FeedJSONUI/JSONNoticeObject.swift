import FeedScreens

/// A notice as JSON: a stable name for programs to match, and what it is about.
enum JSONNoticeObject {
    static func object(for notice: ScreenNotice) -> [String: Any] {
        let (name, about) = nameAndValues(of: notice)
        var object = about.compactMapValues { $0 }
        object["type"] = "notice"
        object["notice"] = name
        return object
    }

    /// The notice's name, and the values it is about by key (a nil one is left out of the object).
    private static func nameAndValues(of notice: ScreenNotice) -> (String, [String: Any?]) {
        switch notice {
        case .demoFeed: ("demoFeed", [:])
        case .alreadyLoading: ("alreadyLoading", [:])
        case .noMoreItems: ("noMoreItems", [:])
        case .singlePage: ("singlePage", [:])
        case .stoppedLoading: ("stoppedLoading", [:])
        case .alreadyAtRoot: ("alreadyAtRoot", [:])
        case let .backToList(title, itemsAbove): ("backToList", ["title": title, "itemCount": itemsAbove])
        case let .nothingToRetry(item): ("nothingToRetry", ["number": item])
        case let .nothingToOpen(item): ("nothingToOpen", ["number": item])
        case let .nothingToView(item): ("nothingToView", ["number": item])
        case .noItems: ("noItems", [:])
        case let .noSuchItem(number, itemCount): ("noSuchItem", ["number": number, "itemCount": itemCount])
        case let .unknownCommand(text, suggestion): ("unknownCommand", ["command": text, "suggestion": suggestion])
        case let .missingNumber(command): ("missingNumber", ["command": command])
        case let .openedInBrowser(item): ("openedInBrowser", ["number": item])
        case .noBrowser: ("noBrowser", [:])
        case let .notAWebAddress(item): ("notAWebAddress", ["number": item])
        case let .missingText(command): ("missingText", ["command": command])
        case let .found(text, numbers): ("found", ["text": text, "numbers": numbers])
        case let .lineTooLong(limit): ("lineTooLong", ["limit": limit])
        case let .watching(intervalSeconds): ("watching", ["intervalSeconds": intervalSeconds])
        case .notWatching: ("notWatching", [:])
        case let .noLongerListed(item): ("noLongerListed", ["number": item])
        }
    }
}
