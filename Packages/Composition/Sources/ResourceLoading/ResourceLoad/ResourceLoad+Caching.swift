extension ResourceLoad {
    /// This load, handing what it delivers to `save` before the screen gets it, when it `isWorthKeeping`:
    /// a web page served where an image should be must not be what an offline user gets forever.
    public func caching(
        when isWorthKeeping: @escaping @Sendable (Resource) -> Bool = { _ in true },
        with save: @escaping @Sendable (Resource) -> Void
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
