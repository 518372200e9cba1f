import Foundation

/// A terminal switched to the mode the line editor reads keys in, and back.
///
/// Keys arrive one byte at a time as typed and unechoed (no `ICANON`, no `ECHO`; `VMIN` 1,
/// `VTIME` 0); Ctrl-C, Ctrl-Z and Ctrl-\ arrive as bytes, not signals (no `ISIG`), and so do
/// Ctrl-V and Ctrl-O (no `IEXTEN`) and Ctrl-S and Ctrl-Q (no `IXON`); Enter arrives as CR (no
/// `ICRNL`; `KeyDecoder` takes CR or LF). Output processing stays on (`OPOST`): "\n" still starts
/// the next line at its first column, so everything else the app prints works unchanged.
///
/// Restoring on every way out, signals included: `restore()` does nothing but call `tcsetattr`
/// (which POSIX lists as async-signal-safe) with the settings read once by `init` and never
/// changed. The type holds only constants, so it is `Sendable` and `restore()` is safe from any
/// thread, at any time, any number of times: from the queue `SignalWatcher` handles signals on
/// (before `forceExit`'s `_exit` too), from an `atexit` handler, or even from a C signal handler
/// that reaches the instance through a global set before the handler was installed (the call
/// allocates nothing and takes no lock).
final class RawTerminalMode: Sendable {
    let fileDescriptor: Int32
    private let original: termios
    private let raw: termios

    /// Nil when `fileDescriptor` is not a terminal.
    init?(fileDescriptor: Int32) {
        var settings = termios()
        guard isatty(fileDescriptor) == 1, tcgetattr(fileDescriptor, &settings) == 0 else { return nil }
        self.fileDescriptor = fileDescriptor
        self.original = settings
        self.raw = Self.raw(from: settings)
    }

    /// Switches the terminal to raw mode; false if the terminal refused. Keys typed ahead are
    /// kept (`TCSANOW`, not `TCSAFLUSH`).
    @discardableResult
    func enter() -> Bool {
        var settings = raw
        return tcsetattr(fileDescriptor, TCSANOW, &settings) == 0
    }

    /// Switches to raw mode again once the process, stopped (Ctrl-Z), goes on. Continued in the
    /// background (`bg`), it is stopped again by the kernel (SIGTTOU) until it is brought to the
    /// foreground, as any program that sets the terminal's modes from there: the shell's terminal
    /// is never switched under it. That needs SIGTTOU unblocked on the calling thread (a queue's
    /// thread blocks signals, and with SIGTTOU blocked the call succeeds from the background).
    @discardableResult
    func reenter() -> Bool {
        var backgroundWriteSignal = sigset_t()
        sigemptyset(&backgroundWriteSignal)
        sigaddset(&backgroundWriteSignal, SIGTTOU)
        var mask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &backgroundWriteSignal, &mask)
        defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }
        return enter()
    }

    /// Puts back the settings the terminal had when this was made.
    func restore() {
        var settings = original
        _ = tcsetattr(fileDescriptor, TCSANOW, &settings)
    }

    static func raw(from original: termios) -> termios {
        var settings = original
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        settings.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | ISTRIP | BRKINT | INPCK)
        settings.c_oflag |= tcflag_t(OPOST)
        settings.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &settings.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        return settings
    }
}
