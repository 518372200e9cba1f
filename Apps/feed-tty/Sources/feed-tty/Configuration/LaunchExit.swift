import FeedFeature
import FeedTextUI
import Foundation

/// How a run ends before it starts when what it was given is wrong, with the status sysexits.h
/// gives each kind of mistake, so that a script can tell them apart. Whatever a message repeats
/// (an unknown argument that was a URL, `--url=` in another option's place) shows no password.
enum LaunchExit {
    /// EX_USAGE: the command line is wrong. The message comes with the usage line.
    static func usage(_ problem: UsageProblem) -> Never {
        StandardError.write("feed-tty: \(shown(CommandLineHelp.message(for: problem)))\n\(CommandLineHelp.usage())\n")
        exit(64)
    }

    /// EX_CONFIG: the configuration file or `FEED_TTY_URL` is wrong. What was typed is not, so the
    /// message, which names the file and line, comes alone.
    static func configuration(_ problem: ConfigurationProblem) -> Never {
        StandardError.write("feed-tty: \(shown(CommandLineHelp.message(for: problem)))\n")
        exit(78)
    }

    private static func shown(_ message: String) -> String {
        URLRedaction.hidingUserInfo(in: message)
    }
}
