extension ResourceLoad {
    /// This load, its resource turned into another by `transform` on the way out; a failure, and
    /// cancelling, are as they were. So two loads of different kinds can be given one shape (the
    /// feed's network and cache loads each say where their page came from) before they are
    /// decorated together.
    public func map<NewResource: Sendable>(
        _ transform: @escaping @MainActor (Resource) -> NewResource
    ) -> ResourceLoad<NewResource> {
        ResourceLoad<NewResource> { completion in
            self { result in completion(result.map(transform)) }
        }
    }
}
