/// What a key did to the line, and so what the caller does next.
public enum LineEditOutcome: Equatable, Sendable {
    /// Nothing changed (Left at the start of the line, a key with no meaning here).
    case none
    /// The text or the cursor changed: redraw the prompt line.
    case edited
    /// Enter: the line is done (and in the history); the editor starts an empty one.
    case submitted(String)
    /// Ctrl-D on an empty line.
    case endOfInput
    /// Ctrl-C. A line with text in it has been cleared (redraw it); an empty one is the user
    /// asking to stop what is going on.
    case interrupt(hadText: Bool)
    /// Ctrl-Z: stop the program as a shell's job; the line is kept as it is for when it goes on.
    case suspend
    /// Ctrl-L: clear the screen and redraw the prompt line.
    case clearScreen
    /// Tab matched several commands: the line has the part they share; list these above it.
    case candidates([String])
}
