import Foundation
import Testing

@testable import feed_tty

/// Each body sends a real signal to its own process: exit tests run it in a child process, so the
/// test process keeps its signal handling (and libdispatch on Linux stops delivering a signal to a
/// source made after another source of it was cancelled, so one watcher per process, as in the app).
struct SignalWatcherTests {
    @Test func sigint_endsTheAppWithStatus130() async {
        await #expect(processExitsWith: .exitCode(130)) {
            await Watcher.start(exitingOnSignal: true)
            await keepSending(SIGINT)
        }
    }

    @Test func sigterm_endsTheAppWithStatus143() async {
        await #expect(processExitsWith: .exitCode(143)) {
            await Watcher.start(exitingOnSignal: true)
            await keepSending(SIGTERM)
        }
    }

    @Test func sigquit_endsTheAppLikeSIGTERMWithStatus131() async {
        await #expect(processExitsWith: .exitCode(131)) {
            await Watcher.start(exitingOnSignal: true)
            await keepSending(SIGQUIT)
        }
    }

    @Test func sigquit_forcesTheExitAfterTheGracePeriodWhenTheAppDoesNotEnd() async {
        await #expect(processExitsWith: .exitCode(131)) {
            await Watcher.start(exitingOnSignal: false)
            await keepSending(SIGQUIT)
        }
    }
}

/// Until the process ends, or for five seconds: a watcher's source is registered on a queue of
/// libdispatch's own, so a signal sent at once could come before it and be ignored.
private func keepSending(_ signalNumber: Int32) async {
    for _ in 0..<50 {
        kill(getpid(), signalNumber)
        try? await Task.sleep(for: .milliseconds(100))
    }
}

/// The child process's watcher, alive until it exits. With `exitingOnSignal`, the app's part
/// (`onSignal`) exits with the status it is given; without, it does nothing, as when the main
/// queue is too busy to end the app, and only the forced exit can.
@MainActor
private enum Watcher {
    static var current: SignalWatcher?

    static func start(exitingOnSignal: Bool) {
        current = SignalWatcher(
            gracePeriod: exitingOnSignal ? .seconds(10) : .milliseconds(50), forceExit: { _exit($0) })
        current?.start { status in
            if exitingOnSignal { exit(status) }
        }
    }
}
