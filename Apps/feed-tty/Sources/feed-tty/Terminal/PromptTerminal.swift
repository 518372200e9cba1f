import Foundation

/// The terminal a person types commands at, where the prompt goes: never into redirected output.
///
/// Standard output when it is that terminal: the prompt is drawn among the output. Else
/// (`feed-tty > out.txt`) standard error when it is, else the terminal opened for writing by its
/// name (`/dev/pts/3`; `/dev/tty` would be the controlling terminal, which standard input need not
/// be): the prompt, its redraws and the line editor's escapes go there, and standard output gets
/// only the screens' lines.
struct PromptTerminal {
    let fileDescriptor: Int32

    /// The prompt shares the terminal with the output.
    var isStandardOutput: Bool { fileDescriptor == STDOUT_FILENO }

    /// Nil when `input` is not a terminal (a pipe, a file: nobody to prompt) or its terminal can't
    /// be opened.
    init?(typingAt input: Int32 = STDIN_FILENO) {
        guard isatty(input) == 1, let device = Self.device(of: input) else { return nil }
        if let standard = [STDOUT_FILENO, STDERR_FILENO].first(where: { Self.device(of: $0) == device }) {
            fileDescriptor = standard
            return
        }
        guard let name = ttyname(input) else { return nil }
        fileDescriptor = open(name, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard fileDescriptor >= 0 else { return nil }
    }

    /// The terminal device `fileDescriptor` is open on, if it is one.
    private static func device(of fileDescriptor: Int32) -> dev_t? {
        var status = stat()
        guard isatty(fileDescriptor) == 1, fstat(fileDescriptor, &status) == 0 else { return nil }
        return status.st_rdev
    }
}
