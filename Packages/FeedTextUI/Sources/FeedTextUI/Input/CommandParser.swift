/// Turns one line of input into a command. Matching ignores case and surrounding spaces, so
/// `  Refresh ` works; anything else is reported back rather than guessed at.
public enum CommandParser {
    public enum Outcome: Equatable, Sendable {
        case command(Command)
        case empty
        case unknown(String)
    }

    private static let commands: [String: Command] = [
        "refresh": .refresh, "r": .refresh,
        "help": .help, "?": .help,
        "quit": .quit, "q": .quit, "exit": .quit,
    ]

    public static func parse(_ line: String) -> Outcome {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return .empty }
        guard let command = commands[trimmed.lowercased()] else { return .unknown(trimmed) }
        return .command(command)
    }
}
