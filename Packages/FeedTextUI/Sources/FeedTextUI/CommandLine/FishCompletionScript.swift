/// The fish completion (`CompletionScript`): one `complete` line per option. fish finds it in
/// vendor_completions.d the first time feed-tty is completed.
enum FishCompletionScript {
    static func script(_ options: [CommandLineOption]) -> String {
        """
        # fish completion for feed-tty, written by `feed-tty --generate-completion-script fish`.

        # Commands are read from standard input: only options are completed, never files as arguments.
        complete -c feed-tty -f

        \(options.map(line(for:)).joined(separator: "\n"))

        """
    }

    private static func line(for option: CommandLineOption) -> String {
        var words = ["complete -c feed-tty"]
        if let short = option.shortName { words.append("-s " + short.dropFirst()) }
        words.append("-l " + option.name.dropFirst(2))
        if case let .text(_, kind) = option.value {
            switch kind {
            case .number: words.append("-x")
            case .url: words.append("-x -a 'http:// https://'")
            case .file: words.append("-r -F")
            case .directory: words.append("-x -a '(__fish_complete_directories)'")
            case let .choices(choices): words.append("-x -a " + quoted(choices.joined(separator: " ")))
            }
        }
        words.append("-d " + quoted(CompletionScript.description(of: option)))
        return words.joined(separator: " ")
    }

    /// In fish's single quotes a backslash escapes a quote or a backslash.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
