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

    /// ThreadSanitizer's binary is up to about 12 times slower where the work is a tight loop over
    /// bytes: a page with a 30 MB description took 1.4 s plain and 17.2 s instrumented.
    static func seconds(_ value: Double) -> Double {
        isSanitized ? value * 8 : value
    }
}
