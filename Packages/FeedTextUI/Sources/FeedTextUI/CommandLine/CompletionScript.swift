/// `feed-tty --generate-completion-script SHELL`: the shell's completion of feed-tty's options,
/// written from their declaration (`CommandLineOption.all`), the descriptions in the chosen
/// language. Scripts/install and Scripts/package install this output, so the completions are
/// always those of the program installed with them. Commands are read from standard input, so
/// only options and their values are completed, never files as arguments.
public enum CompletionScript {
    public static let shells = ["bash", "zsh", "fish"]

    /// The script for `shell`, one of `shells`; nil for any other.
    public static func script(for shell: String, options: [CommandLineOption] = CommandLineOption.all) -> String? {
        switch shell {
        case "bash": BashCompletionScript.script(options)
        case "zsh": ZshCompletionScript.script(options)
        case "fish": FishCompletionScript.script(options)
        default: nil
        }
    }

    /// `text` inside single quotes, for any of the three shells.
    static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// The description as one line: a shell shows each on a line of its own.
    static func description(of option: CommandLineOption) -> String {
        option.help.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
