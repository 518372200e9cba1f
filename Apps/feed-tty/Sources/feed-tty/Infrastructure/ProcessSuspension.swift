import Foundation

/// Stops the process as SIGTSTP's default action does, which is how a shell expects a job to
/// stop (Ctrl-Z in any program: the shell reports it stopped, and `fg` continues it), and returns
/// once it goes on.
///
/// The signal is sent to the calling thread alone while that thread blocks it, with the default
/// action set, and then unblocked: it is taken on this thread before the unblocking call returns,
/// so the whole process has stopped before the caller does anything else (re-enters raw mode,
/// say), and the call returns only when the process goes on. A signal sent to the process instead
/// might be taken by another thread while this one ran on. In an orphaned process group (no shell
/// to continue it) the kernel discards the signal, as it does the terminal's own Ctrl-Z, and the
/// call returns at once; SIGSTOP would stop it even there, for good.
///
/// SIGTSTP's action before the call (the line editor's watcher of it) is put back after it.
enum ProcessSuspension {
    static func stopUntilContinued() {
        var stopSignal = sigset_t()
        sigemptyset(&stopSignal)
        sigaddset(&stopSignal, SIGTSTP)
        var mask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &stopSignal, &mask)
        let action = signal(SIGTSTP, SIG_DFL)
        pthread_kill(pthread_self(), SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stopSignal, nil)
        pthread_sigmask(SIG_SETMASK, &mask, nil)
        signal(SIGTSTP, action)
    }
}
