extension ResourceLoad {
    /// This load, and `secondary` if it fails: remote with a local fallback for the feed, local
    /// with a remote fallback for images. Cancelling cancels whichever is under way, and nothing
    /// is delivered after it.
    func fallingBack(to secondary: ResourceLoad) -> ResourceLoad {
        ResourceLoad { completion in
            let load = FallbackLoad()
            let cancelPrimary = self { result in
                MainActor.assumeIsolated {
                    guard !load.isCancelled else { return }
                    if case .failure = result {
                        load.fellBack(cancellingWith: secondary(completion))
                    } else {
                        completion(result)
                    }
                }
            }
            // A primary that failed inline has already handed over to the secondary.
            if !load.hasFallenBack {
                load.cancelCurrent = cancelPrimary
            }
            return { load.cancel() }
        }
    }
}

@MainActor
private final class FallbackLoad {
    var cancelCurrent: CancelLoad?
    private(set) var isCancelled = false
    private(set) var hasFallenBack = false

    func fellBack(cancellingWith cancel: @escaping CancelLoad) {
        hasFallenBack = true
        cancelCurrent = cancel
    }

    func cancel() {
        isCancelled = true
        cancelCurrent?()
    }
}
