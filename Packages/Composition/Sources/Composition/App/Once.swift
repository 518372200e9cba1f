/// An action that runs at most once: whichever of "completed" and "cancelled" comes first wins.
@MainActor
final class Once {
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    func run() {
        let action = action
        self.action = nil
        action?()
    }

    func discard() {
        action = nil
    }
}
