extension ResourceLoad {
    /// Starts only when `places` gives it a turn, and gives the turn back when it settles or is
    /// cancelled: at most so many of these loads (as many as a transport keeps connections) run at once.
    public func waitingForTurn(in places: LoadTurns) -> ResourceLoad {
        ResourceLoad { completion in
            let turn = LoadTurn(load: self, completion: completion, places: places)
            places.enqueue(turn)
            return { turn.cancel() }
        }
    }
}

@MainActor
private final class LoadTurn<Resource: Sendable>: TurnTakingLoad {
    private enum State {
        case waiting, loading(cancel: CancelLoad?), ended
    }

    /// Let go of once it has ended: a queue may still hold this turn for a while.
    private var load: ResourceLoad<Resource>?
    private var completion: ResourceLoad<Resource>.Completion?
    private weak var places: LoadTurns?
    private var state = State.waiting

    init(
        load: ResourceLoad<Resource>, completion: @escaping ResourceLoad<Resource>.Completion,
        places: LoadTurns
    ) {
        self.load = load
        self.completion = completion
        self.places = places
    }

    func start() {
        guard isWaiting, let load else { return }
        state = .loading(cancel: nil)
        let cancel = load { [weak self] result in self?.settle(with: result) }
        if case .loading = state { state = .loading(cancel: cancel) }
    }

    var isWaiting: Bool {
        if case .waiting = state { true } else { false }
    }

    func fail(with error: Error) {
        if case let .loading(cancel) = state { cancel?() }
        let completion = self.completion
        end()
        completion?(.failure(error))
    }

    func cancel() {
        switch state {
        case .waiting:
            end()
            places?.withdraw(self)
        case let .loading(cancel):
            end()
            cancel?()
            places?.cancelInFlight(self)
        case .ended:
            return
        }
    }

    private func settle(with result: Result<Resource, Error>) {
        guard case .loading = state else { return }
        let completion = self.completion
        end()
        completion?(result)
        places?.finish(self)
    }

    private func end() {
        state = .ended
        completion = nil
        load = nil
    }
}

/// A load waiting for one of a `LoadTurns`'s places, or holding one: a `LoadTurn`.
@MainActor
protocol TurnTakingLoad: AnyObject {
    /// False once it no longer wants its turn (cancelled while waiting): it is skipped.
    var isWaiting: Bool { get }
    /// Its turn has come: it starts loading, and calls `finish` or `cancelInFlight` when done.
    func start()
    /// Ends it as a failed load would end, whether it is waiting or loading.
    func fail(with error: Error)
}
