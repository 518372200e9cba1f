import Foundation

/// Where every wait of the composition comes from (a load's deadline, a script's last deadline, a
/// list's hold on an item, the prompt's pause, the Esc key's wait): the main queue's clock in the
/// app, a clock the test moves by hand in unit tests, so that no unit test sleeps. It plays the
/// part of the reference's `AnyDispatchQueueScheduler`.
@MainActor
public protocol MainScheduler {
    /// Runs `action` on the main actor once `seconds` have passed, unless the returned closure
    /// has been called first.
    func schedule(after seconds: TimeInterval, _ action: @escaping @MainActor () -> Void) -> CancelScheduled
}

public typealias CancelScheduled = @MainActor () -> Void
