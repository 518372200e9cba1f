import Foundation

/// The time and memory bounds the end-to-end tests hold the binary to. Under a sanitizer
/// (`Scripts/test` sets `FEED_TTY_SANITIZER` for its ThreadSanitizer step) the instrumented binary
/// is several times slower and larger, so the bounds stretch: there the tests prove that a bound
/// exists, and the plain run proves its figure.
enum Bounds {
    private static let isSanitized = ProcessInfo.processInfo.environment["FEED_TTY_SANITIZER"] != nil

    static func megabytes(_ value: Double) -> Double {
        isSanitized ? value * 4 : value
    }

    static func seconds(_ value: Double) -> Double {
        isSanitized ? value * 3 : value
    }
}
