/// Turns one line of input into a command. Matching ignores case and surrounding spaces, so
/// `  Refresh ` works; anything else is reported back rather than guessed at, with the command it
/// most likely meant as a suggestion.
public enum CommandParser {
    public enum Outcome: Equatable, Sendable {
        case command(Command)
        case empty
        /// With the command its first word most likely meant, when one is close (`mroe`: `more`).
        case unknown(String, suggestion: String? = nil)
        /// A command that acts on an item was given no item number, or not a valid one.
        case missingNumber(command: String)
        /// A command that looks for text (`find`) was given none.
        case missingText(command: String)
    }

    private static let commands: [String: Command] = [
        "refresh": .refresh, "r": .refresh,
        "more": .more, "m": .more,
        "back": .back, "b": .back,
        "watch": .watch, "unwatch": .unwatch,
        "help": .help, "?": .help,
        "quit": .quit, "q": .quit, "exit": .quit,
    ]

    private static let numberedCommands: [String: @Sendable (Int) -> Command] = [
        "retry": Command.retry,
        "view": Command.view,
        "open": Command.open,
        "comments": Command.comments, "c": Command.comments,
    ]

    /// The full names of the commands (not their one-letter forms), for completion.
    public static let commandNames = [
        "back", "comments", "find", "help", "more", "open", "quit", "refresh", "retry", "unwatch", "view", "watch",
    ]

    public static func parse(_ line: String) -> Outcome {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return .empty }
        if let command = commands[trimmed.lowercased()] {
            return .command(command)
        }
        let words = trimmed.split(whereSeparator: \.isWhitespace)
        let name = words[0].lowercased()
        if name == "find" {
            // The rest of the line as typed, inner spaces kept: the text to look for.
            let text = trimmed.dropFirst(words[0].count).trimmingCharacters(in: .whitespaces)
            return text.isEmpty ? .missingText(command: name) : .command(.find(text))
        }
        guard let makeCommand = numberedCommands[name] else {
            return .unknown(trimmed, suggestion: NearestName.nearest(to: name, among: commandNames))
        }
        guard words.count == 2, let number = Int(words[1]), number > 0 else {
            return .missingNumber(command: name == "c" ? "comments" : name)
        }
        return .command(makeCommand(number))
    }
}
