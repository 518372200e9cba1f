/// tmux's passthrough (`allow-passthrough on`, tmux 3.3 and later): a sequence for the terminal
/// outside tmux, which tmux would otherwise take for its own (a kitty graphics command would end
/// up in the window's title), sent as `ESC P tmux; … ESC \` with each ESC inside doubled.
public enum TmuxPassthrough {
    public static func wrapping(_ sequence: String) -> String {
        "\u{1B}Ptmux;" + sequence.replacing("\u{1B}", with: "\u{1B}\u{1B}") + "\u{1B}\\"
    }
}
