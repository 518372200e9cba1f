import Dispatch
import Foundation

// feed-bench [--quick] [--runs N] [CASE...] — the in-process cases of Scripts/bench.
// Exits 0 when every case ran (targets missed or not), 1 when one could not run, 64 on bad usage.

var quick = false
var runs: Int?
var selected = [String]()
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--quick": quick = true
    case "--runs":
        guard let value = arguments.popFirst().flatMap(Int.init), value > 0 else {
            FileHandle.standardError.write(Data("feed-bench: --runs needs a positive number\n".utf8))
            exit(64)
        }
        runs = value
    default: selected.append(argument)
    }
}

let completions = quick ? 100_000 : 1_000_000
let items = quick ? 10_000 : 100_000
let all: [any BenchCase] = [
    DecoratorHopCase(count: completions),
    DecoratorInlineCase(count: completions),
    MappingCase(count: items),
]
let unknown = selected.filter { name in !all.contains { $0.name == name } }
guard unknown.isEmpty else {
    FileHandle.standardError.write(Data("feed-bench: unknown case \(unknown), known: \(all.map(\.name))\n".utf8))
    exit(64)
}

let runner = BenchRunner(
    cases: selected.isEmpty ? all : all.filter { selected.contains($0.name) },
    runs: runs ?? (quick ? 3 : 5),
    warmUp: !quick)
DispatchQueue.main.async {
    MainActor.assumeIsolated {
        runner.start { failed in exit(failed ? 1 : 0) }
    }
}
dispatchMain()
