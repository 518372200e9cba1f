import Foundation

/// Standard input and output as the process found them, asked once: whether a person types the
/// commands at a terminal (the run is interactive), and whether the output goes to one.
struct StandardStreams {
    let inputIsTerminal: Bool
    let outputIsTerminal: Bool

    static func ask() -> StandardStreams {
        StandardStreams(inputIsTerminal: isatty(STDIN_FILENO) == 1, outputIsTerminal: isatty(STDOUT_FILENO) == 1)
    }
}
