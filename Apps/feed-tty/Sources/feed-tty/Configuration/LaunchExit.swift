import FeedTextUI
import Foundation

/// How a run ends before it starts when what it was given is wrong, with the status sysexits.h
/// gives each kind of mistake, so that a script can tell them apart.
enum LaunchExit {
    /// EX_USAGE: the command line is wrong. The message comes with the usage line.
    static func usage(_ problem: UsageProblem) -> Never {
        StandardError.write("feed-tty: \(CommandLineHelp.message(for: problem))\n\(CommandLineHelp.usage())\n")
        exit(64)
    }

    /// EX_CONFIG: the configuration file or `FEED_TTY_URL` is wrong. What was typed is not, so the
    /// message, which names the file and line, comes alone.
    static func configuration(_ problem: ConfigurationProblem) -> Never {
        StandardError.write("feed-tty: \(CommandLineHelp.message(for: problem))\n")
        exit(78)
    }
}
