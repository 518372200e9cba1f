import FeedScreens
import Foundation

/// A list item as JSON: its number and fields. A feed item carries its image's `id` and
/// `imageURL`, so a program can fetch, dedupe or link what it reads, and its image as its state,
/// once loaded with its format and size; a comment carries its `id`, its author's `username` and
/// when it was made (`createdAt`, ISO 8601 in UTC) besides its age as a person reads it (`date`).
enum JSONItemObject {
    static func object(for item: ListItem) -> [String: Any] {
        var object: [String: Any] = ["number": item.number]
        switch item.content {
        case let .image(viewModel, state):
            object["id"] = viewModel.id
            object["imageURL"] = viewModel.imageURL
            object["description"] = viewModel.description
            object["location"] = viewModel.location
            object["image"] = image(state)
            if viewModel.isNew { object["new"] = true }
        case let .comment(comment):
            object["id"] = comment.id
            object["username"] = comment.username
            object["date"] = comment.date
            object["createdAt"] = comment.createdAt?.formatted(.iso8601)
            object["message"] = comment.message
        }
        return object
    }

    /// The object that reports an item's image settling or loading again (`image`), or shown at
    /// the terminal's size (`view`), with the item's number and id.
    static func imageChange(of item: ListItem, type: String = "image") -> [String: Any]? {
        guard case let .image(viewModel, state) = item.content, var object = image(state) else { return nil }
        object["type"] = type
        object["number"] = item.number
        object["id"] = viewModel.id
        return object
    }

    private static func image(_ state: ListItem.ImageState) -> [String: Any]? {
        switch state {
        case .notRequested:
            nil
        case .loading:
            ["state": "loading"]
        case let .loaded(image):
            [
                "state": "loaded", "format": image.info.format.rawValue, "width": image.info.width,
                "height": image.info.height,
            ]
        case let .failed(reason?):
            ["state": "failed", "reason": reason]
        case .failed(nil):
            ["state": "failed"]
        case .stopped:
            ["state": "stopped"]
        }
    }
}
