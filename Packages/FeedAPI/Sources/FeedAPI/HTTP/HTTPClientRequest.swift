/// A request in flight. Cancelling it completes the request with an error (if it has not
/// completed yet), so callers can rely on exactly one completion either way.
public protocol HTTPClientRequest {
    func cancel()
}
