/// Something that displays a loaded resource, already mapped to the view model it understands.
public protocol ResourceView {
    associatedtype ResourceViewModel

    func display(_ viewModel: ResourceViewModel)
}
