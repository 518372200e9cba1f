/// A path as a shell reads it back as one word, for a command the user can copy from a message
/// (`chmod go-w FILE`): as it is when every character is plain, else in single quotes (a quote
/// inside written `'\''`), as `printf %q` and Python's `shlex.quote` do.
enum ShellWord {
    static func quoted(_ text: String) -> String {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+@%:,="
        guard text.isEmpty || !text.allSatisfy(plain.contains) else { return text }
        return "'" + text.replacing("'", with: "'\\''") + "'"
    }
}
