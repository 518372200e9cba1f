public struct ResourceErrorViewModel: Equatable, Sendable {
    /// What to show: what happened, with the reason when there is one ("Couldn't connect to
    /// server: connection refused", "The server answered with an error: HTTP 404").
    public let message: String?
    /// Only why ("HTTP 404"), for a view with room for no more; nil when it isn't known.
    public let reason: String?

    public init(message: String?, reason: String? = nil) {
        self.message = message
        self.reason = reason
    }

    public static var noError: ResourceErrorViewModel {
        ResourceErrorViewModel(message: nil)
    }

    public static func error(message: String, reason: String? = nil) -> ResourceErrorViewModel {
        ResourceErrorViewModel(message: message, reason: reason)
    }
}

public protocol ResourceErrorView {
    func display(_ viewModel: ResourceErrorViewModel)
}
