extension ResourceLoad {
    /// This load, handing what it delivers to `save` before its caller gets it, when it
    /// `isWorthKeeping`: what is not worth keeping offline is never kept.
    public func caching(
        when isWorthKeeping: @escaping @MainActor (Resource) -> Bool = { _ in true },
        with save: @escaping @MainActor (Resource) -> Void
    ) -> ResourceLoad {
        ResourceLoad { completion in
            self { result in
                if case let .success(resource) = result, isWorthKeeping(resource) {
                    save(resource)
                }
                completion(result)
            }
        }
    }
}
