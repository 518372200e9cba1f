extension ResourceLoad {
    /// This load, its resource turned into another by `transform`, whose error is the load's
    /// failure: for a resource that can turn out unusable only once it is looked at.
    public func tryMap<NewResource: Sendable>(
        _ transform: @escaping @MainActor (Resource) throws -> NewResource
    ) -> ResourceLoad<NewResource> {
        ResourceLoad<NewResource> { completion in
            self { result in completion(result.flatMap { resource in Result { try transform(resource) } }) }
        }
    }
}
