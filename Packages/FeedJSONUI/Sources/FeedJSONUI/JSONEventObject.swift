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
            ["type": "error", "message": error.message ?? ""]
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
        case .loadingMore:
            ["type": "loadingMore"]
        case let .loadMoreFailed(error):
            ["type": "loadMoreError", "message": error.message ?? ""]
        case let .notice(notice):
            JSONNoticeObject.object(for: notice)
        case .help:
            ["type": "help", "commands": CommandParser.commandNames]
        case .prompt, .interrupted:
            nil
        }
    }
}
