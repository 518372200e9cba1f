import Foundation

/// The time and memory guards of tests that run real processes, sockets and terminals. A guard fails
/// a test that hangs or runs away; it never fails one that is only slow because the machine is busy:
/// the suite shares two cores with builds and other work. How fast and how small a run is, is a
/// figure, and figures are rows of `Scripts/bench` (ours against a reference, in the same run, where
/// noise is handled), never a test's assertion.
///
/// A guard is four times what the guarded work costs on a quiet machine, in a debug build, and eight
/// times that again under a sanitizer: `Scripts/test` sets `FEED_TTY_SANITIZER` for its
/// ThreadSanitizer steps, where a tight loop over bytes runs up to about 12 times slower (a page with a
/// 30 MB description: 1.4 s plain, 17.2 s instrumented) and a process takes about 4 times the memory.
public enum Guards {
    /// How many times its quiet cost a guarded step may take on a loaded machine.
    public static let busyMachineMargin = 4.0

    public static let isSanitized = ProcessInfo.processInfo.environment["FEED_TTY_SANITIZER"] != nil

    /// The shortest hang guard: a loaded machine can hold up a process's start and end for seconds,
    /// and a hang lasts far longer than that.
    public static let shortestHang: TimeInterval = 10

    /// The longest a step that takes `quietSeconds` on a quiet machine may take before it counts as hung.
    public static func hang(quietSeconds: TimeInterval) -> TimeInterval {
        sanitized(max(quietSeconds * busyMachineMargin, shortestHang))
    }

    /// The most a run whose peak is `quietMegabytes` on a quiet machine may reach before it counts as
    /// running away.
    public static func runaway(quietMegabytes: Double) -> Double {
        quietMegabytes * busyMachineMargin * (isSanitized ? 4 : 1)
    }

    /// A wait already chosen with a busy machine's margin (a deadline to wait for output, say),
    /// stretched under a sanitizer.
    public static func sanitized(_ seconds: TimeInterval) -> TimeInterval {
        isSanitized ? seconds * 8 : seconds
    }
}
