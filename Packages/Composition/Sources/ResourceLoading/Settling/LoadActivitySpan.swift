/// Counts as one load in a tracker from `begin()` to `end()`, for work that is not one load: the
/// loads a scheduler holds, waiting or loading. The tracker failing that load (a bounded script's
/// end) is reported to `onFail`.
@MainActor
final class LoadActivitySpan {
    private let activity: LoadActivityTracker
    private let onFail: (Error) -> Void
    private var settle: (() -> Void)?

    init(activity: LoadActivityTracker, onFail: @escaping (Error) -> Void) {
        self.activity = activity
        self.onFail = onFail
    }

    func begin() {
        guard settle == nil else { return }
        let span = ResourceLoad<Void> { [weak self] completion in
            self?.settle = { completion(.success(())) }
            return {}
        }
        activity.track(span)() { [weak self] result in
            guard case let .failure(error) = result else { return }
            self?.settle = nil
            self?.onFail(error)
        }
    }

    func end() {
        let settle = self.settle
        self.settle = nil
        settle?()
    }
}
