import Dispatch

/// Lets blocks already queued on the main queue run.
@MainActor
public func nextMainQueueTurn() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}
