import FeedTextUI
import Foundation
import HTTPTransport

/// What `--help` and `--version` print.
enum HelpText {
    /// The first line of `--version`, which the manual's title line repeats.
    static let version = "feed-tty \(BuildVersion.number)"

    /// `--version`, as `curl --version` has it: the program, then what it is made of, for a bug
    /// report: the commit it was built from, the compiler that built it and the TLS library it
    /// speaks through at run time.
    static var versionReport: String {
        [version, "commit: \(BuildVersion.commit)", "compiler: Swift \(swiftVersion)", "TLS: \(TLSLibrary.version)"]
            .joined(separator: "\n")
    }

    /// The version of the compiler that built this binary. `#if compiler(>=…)` is the only way
    /// Swift code knows it, and it tests lower bounds only: each release named here is told
    /// exactly, a newer one as "or later" until a line is added for it.
    static var swiftVersion: String {
        #if compiler(>=6.4)
            return "6.4 or later"
        #elseif compiler(>=6.3.2)
            return "6.3.2 or a later 6.3"
        #elseif compiler(>=6.3.1)
            return "6.3.1"
        #elseif compiler(>=6.3)
            return "6.3"
        #elseif compiler(>=6.2)
            return "6.2"
        #elseif compiler(>=6.1)
            return "6.1"
        #else
            return "6.0"
        #endif
    }

    /// The help, wrapped like everything else to the terminal's width, naming the configuration
    /// file this user's environment points at.
    static func printHelp(environment: [String: String]) {
        let columns = TerminalSettings.columns(
            environment: environment, terminalColumns: TerminalSettings.terminalColumns(of: STDOUT_FILENO))
        let help = CommandLineHelp.help(
            width: columns, configFile: ConfigFileLocation.standard(environment: environment))
        LineWrappingOutput(wrapping: StandardOutput(), width: columns).write(help + "\n")
    }
}
