import Dispatch
import Foundation

/// Runs each case's measurements alternated (ours, reference, [naive,] ours, …), after one discarded
/// warm-up round, and prints the medians: a readable line and a `case=… key=value` line for scripts.
@MainActor
final class BenchRunner {
    private var cases: [any BenchCase]
    private let runs: Int
    private let warmUp: Bool
    private var failed = false

    init(cases: [any BenchCase], runs: Int, warmUp: Bool) {
        self.cases = cases
        self.runs = runs
        self.warmUp = warmUp
    }

    func start(finished: @escaping @MainActor (_ failed: Bool) -> Void) {
        guard !cases.isEmpty else { return finished(failed) }
        let benchCase = cases.removeFirst()
        let next = { [self] in
            DispatchQueue.main.async { MainActor.assumeIsolated { self.start(finished: finished) } }
        }
        do {
            try benchCase.prepare()
        } catch {
            report(benchCase, error: error)
            return next()
        }
        var schedule = [Side]()
        if warmUp { schedule += benchCase.sides }
        for _ in 0..<runs { schedule += benchCase.sides }
        measure(benchCase, schedule: schedule[...], samples: [:]) { [self] samples in
            switch samples {
            case .success(let samples): report(benchCase, samples: samples)
            case .failure(let error): report(benchCase, error: error)
            }
            next()
        }
    }

    private func measure(
        _ benchCase: any BenchCase, schedule: ArraySlice<Side>, samples: [Side: [Sample]],
        completion: @escaping @MainActor (Result<[Side: [Sample]], any Error>) -> Void
    ) {
        guard let side = schedule.first else { return completion(.success(samples)) }
        let isWarmUp = warmUp && schedule.count > benchCase.sides.count * runs
        let cpuStart = Clock.processCPUMilliseconds()
        benchCase.measure(side) { [self] result in
            switch result {
            case .failure(let error):
                completion(.failure(error))
            case .success(let milliseconds):
                let cpu = Clock.processCPUMilliseconds() - cpuStart
                var samples = samples
                if !isWarmUp { samples[side, default: []].append(Sample(wall: milliseconds, cpu: cpu)) }
                // Each run starts from a fresh main-queue block, not from inside the previous one.
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        self.measure(
                            benchCase, schedule: schedule.dropFirst(), samples: samples, completion: completion)
                    }
                }
            }
        }
    }

    private func report(_ benchCase: any BenchCase, samples: [Side: [Sample]]) {
        let ours = samples[.ours] ?? []
        let reference = samples[.reference] ?? []
        let ratio = median(ours.map(\.wall)) / median(reference.map(\.wall))
        let cpuRatio = median(ours.map(\.cpu)) / median(reference.map(\.cpu))
        // Runs are alternated, so run i of ours and run i of the reference met the same load.
        let pairRatios = zip(ours, reference).map { $0.wall / $1.wall }
        let (lowest, highest) = (pairRatios.min() ?? .nan, pairRatios.max() ?? .nan)
        let met = ratio <= benchCase.target ? "yes" : "no"
        print(
            "\(benchCase.name): ours \(format(median(ours.map(\.wall)))) ms,"
                + " reference \(format(median(reference.map(\.wall)))) ms, ratio \(format(ratio, 3))"
                + " (run by run \(format(lowest, 3))–\(format(highest, 3)); CPU \(format(cpuRatio, 3))),"
                + " target ≤ \(format(benchCase.target, 2)), met: \(met)"
                + " (\(benchCase.detail), median of \(runs) alternated runs each)")
        print(
            "  samples ms: ours \(ours.map { format($0.wall) }), reference \(reference.map { format($0.wall) })")
        print(
            "  CPU ms (every thread): ours \(ours.map { format($0.cpu) }),"
                + " reference \(reference.map { format($0.cpu) })")
        var naiveFields = ""
        if let naiveSamples = samples[.naive] {
            let naive = median(naiveSamples.map(\.wall))
            let naiveRatio = median(ours.map(\.wall)) / naive
            print(
                "  against \(NaiveDecoratorWording.name): \(format(naive)) ms, ratio ours / naive"
                    + " \(format(naiveRatio, 3)) (informational: what correctness costs; below 1, nothing);"
                    + " \(benchCase.naiveNote)")
            print("  samples ms: naive \(naiveSamples.map { format($0.wall) })")
            naiveFields = " naive_ms=\(format(naive)) ratio_naive=\(format(naiveRatio, 3))"
        }
        print(
            "case=\(benchCase.name) ours_ms=\(format(median(ours.map(\.wall))))"
                + " reference_ms=\(format(median(reference.map(\.wall)))) ratio=\(format(ratio, 3))"
                + " ratio_min=\(format(lowest, 3)) ratio_max=\(format(highest, 3)) cpu_ratio=\(format(cpuRatio, 3))"
                + " target=\(format(benchCase.target, 2)) met=\(met) runs=\(runs) \(benchCase.detail)\(naiveFields)")
        fflush(nil)  // all streams: `stdout` itself is not concurrency-safe to name
    }

    private func report(_ benchCase: any BenchCase, error: any Error) {
        failed = true
        print("\(benchCase.name): cannot run: \(error)")
        print("case=\(benchCase.name) error=\"\(error)\"")
        fflush(nil)  // all streams: `stdout` itself is not concurrency-safe to name
    }

    /// One run of one side: its wall time and the process's CPU time over it, in milliseconds.
    private struct Sample {
        let wall: Double
        let cpu: Double
    }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    private func format(_ value: Double, _ decimals: Int = 1) -> String {
        String(format: "%.\(decimals)f", value)
    }
}
