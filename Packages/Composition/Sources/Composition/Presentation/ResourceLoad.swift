/// How the composition hands a load to the UI side: start it, get one result back, or cancel it
/// and get none. Loads are started on the main actor and, once decorated, complete on the main
/// queue.
typealias ResourceLoad<Resource> =
    @MainActor (_ completion: @escaping @Sendable (Result<Resource, Error>) -> Void) -> CancelLoad

typealias CancelLoad = @MainActor () -> Void
