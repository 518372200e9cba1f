import Dispatch
import Glibc

enum Side: String {
    case ours
    case reference
    /// A second reference, for information only: the case's target is ours / `reference`.
    case naive
}

/// One benchmark case: a measurement of our code and of a reference doing the same work.
/// Everything runs on the main queue, under `dispatchMain()`, like the app.
@MainActor
protocol BenchCase: AnyObject {
    var name: String { get }
    /// The largest acceptable ratio ours / reference.
    var target: Double { get }
    /// Sizes, for the report, e.g. `n=1000000`.
    var detail: String { get }
    /// The sides measured in each run, in order: ours and the reference, and for some cases `naive`.
    var sides: [Side] { get }
    /// What the `naive` side did, for the report (e.g. whether it hopped).
    var naiveNote: String { get }
    func prepare() throws
    /// Measures one run of `side` and reports its wall time in milliseconds, on the main queue.
    func measure(_ side: Side, completion: @escaping @MainActor (Result<Double, any Error>) -> Void)
}

extension BenchCase {
    var sides: [Side] { [.ours, .reference] }
    var naiveNote: String { "" }
}

struct BenchFailure: Error, CustomStringConvertible {
    let description: String
}

enum Clock {
    static func now() -> UInt64 {
        DispatchTime.now().uptimeNanoseconds
    }

    /// CPU time of the whole process (every thread, user + system) in milliseconds: what a run
    /// cost, which the machine's other work changes much less than the wall time it took.
    static func processCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    /// The process's voluntary context switches so far (every thread): a thread that waits, on a
    /// futex or a semaphore, switches once.
    static func voluntarySwitches() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_nvcsw
    }

    static func milliseconds(since start: UInt64) -> Double {
        Double(now() - start) / 1_000_000
    }
}
