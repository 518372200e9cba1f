import FeedPresentation
import FeedScreens
import Foundation

/// Each event as the JSON object the front prints for it; nil for what a program need not see.
enum JSONEventObject {
    static func object(for event: ScreenEvent) -> [String: Any]? {
        switch event {
        case let .title(title):
            ["type": "screen", "title": title]
        case .loading:
            ["type": "loading"]
        case let .loadFailed(error):
            errorObject("error", error)
        case let .offlineFeed(offline):
            ["type": "notice", "notice": "offline", "savedAt": offline.savedAt.formatted(.iso8601)]
        case let .items(items, _):
            ["type": "items", "items": items.map(JSONItemObject.object(for:))]
        case .emptyList:
            ["type": "items", "items": [Any]()]
        case let .listEnd(hasMore):
            ["type": "end", "hasMore": hasMore]
        case let .itemChanged(item, _):
            JSONItemObject.imageChange(of: item)
        case let .itemView(item, _):
            JSONItemObject.imageChange(of: item, type: "view")
        case let .checked(newItems, checkedAt):
            ["type": "newItems", "count": newItems, "checkedAt": checkedAt.formatted(.iso8601)]
        case .loadingMore:
            ["type": "loadingMore"]
        case let .loadMoreFailed(error):
            errorObject("loadMoreError", error)
        case let .notice(notice):
            JSONNoticeObject.object(for: notice)
        case .help:
            ["type": "help", "commands": CommandParser.commandNames]
        case .prompt, .interrupted:
            nil
        }
    }

    /// What happened (`message`) and, when it is known, why in a few words (`reason`).
    private static func errorObject(_ type: String, _ error: ResourceErrorViewModel) -> [String: Any] {
        var object: [String: Any] = ["type": type, "message": error.message ?? ""]
        object["reason"] = error.reason
        return object
    }
}
