/// How the composition hands a load to the UI side: start it, and get one result back. Loads are
/// started on the main actor and, once decorated, complete on the main queue.
typealias ResourceLoad<Resource> =
    @MainActor (_ completion: @escaping @Sendable (Result<Resource, Error>) -> Void) -> Void
