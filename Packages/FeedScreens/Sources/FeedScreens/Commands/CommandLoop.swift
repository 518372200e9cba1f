/// Takes input events and turns them into commands for the app, with the manners of a terminal
/// program: a prompt when a person is typing, hints for what it does not understand, and
/// strict sequencing when a script is typing.
///
/// Scripted input (`isInteractive == false`) is taken one command at a time: a line waits until
/// the app has settled, its loads (`isBusy`) and their background work (images) alike, so
/// `printf 'refresh\nquit\n' | feed-tty` acts on the refreshed feed, and a command that leaves or
/// replaces a screen never abandons what that screen was still showing: the same server gives
/// the same output. End of input then quits once everything has settled.
///
/// Interactive input is taken as it comes. The prompt names the screen in front (`promptName`);
/// a front that keeps its prompt line below whatever it prints (`keepsPromptShown`) shows it at
/// once, else it comes when nothing is loading, images included, after the output it would
/// otherwise sit in: a prompt printed before a late image's line is left behind among the output.
public final class CommandLoop {
    private let renderer: ScreenRenderer
    private let isInteractive: Bool
    private let keepsPromptShown: Bool
    private let promptName: () -> String?
    private let perform: (Command) -> Void
    /// Whether scripted input's end leaves the app running (a watch in a pipe ends with `quit`
    /// or a signal, so `feed-tty --watch </dev/null` is a stream a program can follow).
    private let outlivesEndOfInput: () -> Bool

    private var pendingLines = [InputEvent]()
    private var reachedEndOfInput = false
    private var isBusy = false
    private var hasBackgroundWork = false
    private var isDraining = false
    /// Set by a Ctrl-C that stopped loads; a second one before they settle leaves the app.
    private var hasAskedToStop = false

    public init(
        renderer: ScreenRenderer,
        isInteractive: Bool,
        keepsPromptShown: Bool = false,
        promptName: @escaping () -> String? = { nil },
        outlivesEndOfInput: @escaping () -> Bool = { false },
        perform: @escaping (Command) -> Void
    ) {
        self.outlivesEndOfInput = outlivesEndOfInput
        self.renderer = renderer
        self.isInteractive = isInteractive
        self.keepsPromptShown = keepsPromptShown
        self.promptName = promptName
        self.perform = perform
    }

    /// Called once the app has shown its first screen: a person at a terminal gets the prompt as
    /// soon as nothing is loading.
    public func start() {
        showPromptIfIdle()
    }

    public func receive(_ event: InputEvent) {
        switch event {
        case .line, .overlongLine:
            if isInteractive {
                take(event)
                showPromptIfIdle()
            } else {
                pendingLines.append(event)
                drain()
            }
        case .interrupt:
            interrupt()
        case .endOfInput where isInteractive:
            perform(.quit)
        case .endOfInput:
            reachedEndOfInput = true
            drain()
        }
    }

    public func setBusy(_ busy: Bool) {
        guard busy != isBusy else { return }
        isBusy = busy
        if !busy { hasAskedToStop = false }
        if isInteractive {
            showPromptIfIdle()
        } else {
            drain()
        }
    }

    /// Work that does not hold up a person's commands (the prompt comes back while images load),
    /// but does hold up a script's, and must finish before scripted input ends the app.
    public func setBackgroundWork(_ busy: Bool) {
        let hadBackgroundWork = hasBackgroundWork
        hasBackgroundWork = busy
        if !busy && !isBusy { hasAskedToStop = false }
        if !isInteractive {
            drain()
        } else if hadBackgroundWork && !busy && !keepsPromptShown {
            showPromptIfIdle()
        }
    }

    /// Not re-entrant: a command may change what the app is busy with while it is being performed
    /// (a refresh cancels image loads before it starts the feed load), and only once it has
    /// returned is it clear whether the next line, or the end of input, may be taken.
    private func drain() {
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }

        while !isBusy, !hasBackgroundWork, !pendingLines.isEmpty {
            take(pendingLines.removeFirst())
        }
        if !isBusy, !hasBackgroundWork, pendingLines.isEmpty, reachedEndOfInput, !outlivesEndOfInput() {
            reachedEndOfInput = false
            perform(.quit)
        }
    }

    private func take(_ event: InputEvent) {
        hasAskedToStop = false
        InputInterpreter.command(for: event, reportingTo: renderer).map(perform)
    }

    /// Ctrl-C with nothing typed: stop what is loading, or leave when nothing is (or when it did
    /// not stop the first time).
    private func interrupt() {
        if (isBusy || hasBackgroundWork) && !hasAskedToStop {
            hasAskedToStop = true
            perform(.stopLoading)
        } else {
            perform(.interrupt)
        }
    }

    private func showPromptIfIdle() {
        guard isInteractive, keepsPromptShown || (!isBusy && !hasBackgroundWork) else { return }
        renderer.render(.prompt(screen: promptName()))
    }
}
