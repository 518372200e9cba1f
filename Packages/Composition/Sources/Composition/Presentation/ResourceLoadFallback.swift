/// A load that tries `primary` and, if it fails, `secondary`: remote with local fallback for the
/// feed, local with remote fallback for images. Cancelling cancels whichever is under way, and
/// nothing is delivered after it.
@MainActor
func fallback<Resource: Sendable>(
    _ primary: @escaping ResourceLoad<Resource>,
    to secondary: @escaping ResourceLoad<Resource>
) -> ResourceLoad<Resource> {
    { completion in
        let load = FallbackLoad()
        let cancelPrimary = primary { result in
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
