/// Where requests to end the app come from (Ctrl-C, SIGTERM): infrastructure the process chooses.
/// The app then leaves as on `quit`, with the exit status the request carries.
public protocol TerminationSignals: AnyObject {
    /// Starts listening; `onSignal` gets the exit status on the main queue.
    func start(onSignal: @escaping @MainActor (_ exitStatus: Int32) -> Void)
}
