/// An action that runs at most once: whichever of "completed" and "cancelled" comes first wins.
@MainActor
final class Once {
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    /// Whether it has run, or been discarded: either way it will not run now.
    var isSpent: Bool { action == nil }

    func run() {
        let action = action
        self.action = nil
        action?()
    }

    func discard() { action = nil }
}
