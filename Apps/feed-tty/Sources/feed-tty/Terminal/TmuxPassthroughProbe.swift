import Foundation

/// Whether the tmux that feed-tty runs in passes escape sequences on to the terminal outside it
/// (`allow-passthrough`, a pane option since tmux 3.3), asked of tmux itself:
/// `tmux display-message -p -t $TMUX_PANE '#{allow-passthrough}'` answers the pane's value as
/// tmux applies it (`1` for on, `0` for off). A tmux that does not answer within `deadline` (its
/// server gone, a socket that hangs), that cannot be run, or that answers nothing (a tmux older
/// than the option) is taken not to pass them: a picture it keeps would end up in the window's title.
///
/// Links (OSC 8) are another question, asked the same way: tmux 3.4 and later passes them on to a
/// terminal that has its `hyperlinks` feature (`terminal-features`), and lists the features of
/// the terminal feed-tty's pane is shown in as `#{client_termfeatures}`; an older tmux never lists
/// it, and drops the links.
enum TmuxPassthroughProbe {
    static func passesThrough(environment: [String: String], deadline: TimeInterval = 1) -> Bool {
        answer("#{allow-passthrough}", environment: environment, deadline: deadline).map(isOn) ?? false
    }

    static func passesLinks(environment: [String: String], deadline: TimeInterval = 1) -> Bool {
        answer("#{client_termfeatures}", environment: environment, deadline: deadline).map(listsLinks) ?? false
    }

    /// tmux's answer: `0`, `off` or nothing means off; `1`, `on` or `all` on.
    static func isOn(_ answer: String) -> Bool {
        !["", "0", "off"].contains(answer.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// tmux's features of a terminal, a comma-separated list (`256,RGB,hyperlinks,title`).
    static func listsLinks(_ answer: String) -> Bool {
        answer.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").contains("hyperlinks")
    }

    /// What tmux says `format` is for the pane feed-tty runs in.
    private static func answer(_ format: String, environment: [String: String], deadline: TimeInterval) -> String? {
        var arguments = ["tmux", "display-message", "-p"]
        if let pane = environment["TMUX_PANE"] { arguments += ["-t", pane] }
        arguments.append(format)
        return ask(arguments, environment: environment, deadline: deadline)
    }

    /// What the command writes to standard output, if it ends within `deadline`. It is waited for
    /// here (`poll` on its output), before the app starts; one that does not answer in time is ended.
    private static func ask(_ arguments: [String], environment: [String: String], deadline: TimeInterval)
        -> String?
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        guard let answer = read(output.fileHandleForReading.fileDescriptor, until: Date() + deadline) else {
            // Ended, not waited for: Foundation's wait lasts as long as anything the process
            // started (which inherits its lifeline) goes on.
            kill(process.processIdentifier, SIGKILL)
            return nil
        }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? answer : nil
    }

    /// The bytes until end of file, at most a few KB, or nil when the deadline passes first.
    private static func read(_ fileDescriptor: Int32, until end: Date) -> String? {
        var bytes = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 512)
        var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        while bytes.count < 4096 {
            let milliseconds = Int32(max(end.timeIntervalSinceNow * 1000, 0))
            guard milliseconds > 0, poll(&descriptor, 1, milliseconds) > 0 else { return nil }
            let count = Foundation.read(fileDescriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
