/// How the composition hands a load to the UI side: start it, get one result back, or cancel it
/// and get none. Loads are started on the main actor and, once decorated, complete on the main
/// queue.
typealias ResourceLoad<Resource> =
    @MainActor (_ completion: @escaping @Sendable (Result<Resource, Error>) -> Void) -> CancelLoad

typealias CancelLoad = @MainActor () -> Void

/// A load that fails at once with `error`, for a request that cannot even be made (a base URL the
/// endpoints cannot turn into a request URL): the screen shows an error instead of the app trapping.
@MainActor
func failingLoad<Resource>(_ error: Error) -> ResourceLoad<Resource> {
    { completion in
        completion(.failure(error))
        return {}
    }
}
