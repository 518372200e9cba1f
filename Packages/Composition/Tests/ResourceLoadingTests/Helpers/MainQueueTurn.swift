import Dispatch

/// Lets blocks already queued on the main queue run.
@MainActor
func nextMainQueueTurn() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}
