import FeedScreens

/// A list item as JSON: its number and fields; a feed item's image as its state, and once loaded
/// its format and size.
enum JSONItemObject {
    static func object(for item: ListItem) -> [String: Any] {
        var object: [String: Any] = ["number": item.number]
        switch item.content {
        case let .image(viewModel, state):
            object["description"] = viewModel.description
            object["location"] = viewModel.location
            object["image"] = image(state)
        case let .comment(comment):
            object["author"] = comment.username
            object["date"] = comment.date
            object["message"] = comment.message
        }
        return object
    }

    /// The object that reports an item's image settling or loading again.
    static func imageChange(of item: ListItem) -> [String: Any]? {
        guard case let .image(_, state) = item.content, var object = image(state) else { return nil }
        object["type"] = "image"
        object["number"] = item.number
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
