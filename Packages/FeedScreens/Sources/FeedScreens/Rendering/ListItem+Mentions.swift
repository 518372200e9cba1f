import Foundation

extension ListItem.Content {
    /// Whether the text a person reads of the item holds `text`, ignoring case and accents
    /// (`cafe` finds “Café”, `ΚΑΦΕΣ` finds “καφές”): a feed item's description and location, a
    /// comment's message and author.
    func mentions(_ text: String) -> Bool {
        let fields: [String?]
        switch self {
        case let .image(viewModel, _): fields = [viewModel.description, viewModel.location]
        case let .comment(viewModel): fields = [viewModel.message, viewModel.username]
        }
        return fields.contains { field in
            field?.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }
}
