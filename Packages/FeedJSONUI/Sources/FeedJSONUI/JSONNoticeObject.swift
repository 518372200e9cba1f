import FeedScreens

/// A notice as JSON: a stable name for programs to match, and what it is about.
enum JSONNoticeObject {
    static func object(for notice: ScreenNotice) -> [String: Any] {
        var object: [String: Any] = ["type": "notice"]
        switch notice {
        case .demoFeed:
            object["notice"] = "demoFeed"
        case .alreadyLoading:
            object["notice"] = "alreadyLoading"
        case .noMoreItems:
            object["notice"] = "noMoreItems"
        case .singlePage:
            object["notice"] = "singlePage"
        case .stoppedLoading:
            object["notice"] = "stoppedLoading"
        case .alreadyAtRoot:
            object["notice"] = "alreadyAtRoot"
        case let .nothingToRetry(item):
            object["notice"] = "nothingToRetry"
            object["number"] = item
        case let .nothingToOpen(item):
            object["notice"] = "nothingToOpen"
            object["number"] = item
        case let .nothingToView(item):
            object["notice"] = "nothingToView"
            object["number"] = item
        case .noItems:
            object["notice"] = "noItems"
        case let .noSuchItem(number, itemCount):
            object["notice"] = "noSuchItem"
            object["number"] = number
            object["itemCount"] = itemCount
        case let .unknownCommand(text, suggestion):
            object["notice"] = "unknownCommand"
            object["command"] = text
            object["suggestion"] = suggestion
        case let .missingNumber(command):
            object["notice"] = "missingNumber"
            object["command"] = command
        case let .lineTooLong(limit):
            object["notice"] = "lineTooLong"
            object["limit"] = limit
        }
        return object
    }
}
