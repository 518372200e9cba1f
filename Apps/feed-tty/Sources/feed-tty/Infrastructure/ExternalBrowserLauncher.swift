import Composition
import Foundation

/// `open N`'s browser: the first of `BROWSER`'s commands (split at `:`, as `man` and Python's
/// `webbrowser` read it; `%s` in one stands for the address, else the address comes last) found in
/// `PATH`, else `xdg-open` (`open` on macOS). Started with the address as one argument of its own,
/// never through a shell, with nothing of the terminal (its input and output go nowhere), and not
/// waited for: a browser may run for hours.
struct ExternalBrowserLauncher: BrowserLauncher {
    let environment: [String: String]

    func open(_ url: URL) -> Bool {
        guard let command = Self.command(opening: url.absoluteString, environment: environment) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command.program)
        process.arguments = command.arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return (try? process.run()) != nil
    }

    /// The program's path and its arguments, the address among them; nil when none is found.
    static func command(opening address: String, environment: [String: String]) -> (
        program: String, arguments: [String]
    )? {
        let browsers = (environment["BROWSER"] ?? "").split(separator: ":").map { command in
            command.split(separator: " ").map(String.init)
        }
        for words in browsers + [[systemOpener]] {
            guard let name = words.first, let program = executable(name, searchPath: environment["PATH"]) else {
                continue
            }
            let arguments = Array(words.dropFirst())
            guard arguments.contains(where: { $0.contains("%s") }) else { return (program, arguments + [address]) }
            return (program, arguments.map { $0.replacingOccurrences(of: "%s", with: address) })
        }
        return nil
    }

    #if os(macOS)
        private static let systemOpener = "open"
    #else
        // Not `open`, which on Linux is often `openvt`.
        private static let systemOpener = "xdg-open"
    #endif

    /// `name` itself when it is a path, else the first executable of that name in `searchPath`.
    private static func executable(_ name: String, searchPath: String?) -> String? {
        let candidates =
            name.contains("/")
            ? [name] : (searchPath ?? "/usr/bin:/bin").split(separator: ":").map { "\($0)/\(name)" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
