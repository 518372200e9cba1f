public struct ResourceLoadingViewModel: Equatable, Sendable {
    public let isLoading: Bool

    public init(isLoading: Bool) {
        self.isLoading = isLoading
    }
}

public protocol ResourceLoadingView {
    func display(_ viewModel: ResourceLoadingViewModel)
}
