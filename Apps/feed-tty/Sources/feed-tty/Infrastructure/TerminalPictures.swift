import FeedTextUI
import Foundation

/// The pictures the output can show, asked of the terminal itself where there is one to ask
/// (`TerminalGraphicsDetector`), before the line editor reads a key, so that every answer is read
/// here; and the keys typed meanwhile, for the line editor. Kitty's pictures asked for by name at a
/// terminal inside tmux go through tmux's passthrough when tmux passes them on, and are refused
/// (status 78, one line saying how to turn it on) when it does not, before the terminal is touched.
struct TerminalPictures {
    let thumbnails: ItemThumbnails?
    let detection: TerminalGraphicsDetector.Detection

    static func chosen(
        for options: LaunchOptions, terminal: RawTerminalMode?, streams: StandardStreams, style: OutputStyle,
        environment: [String: String]
    ) -> TerminalPictures {
        let passesThroughTmux = kittyGoesThroughTmux(options, streams: streams, environment: environment)
        if passesThroughTmux == false { LaunchExit.configuration(.tmuxPassesNoPictures) }
        let detection = TerminalGraphicsDetector.detect(
            options.images, front: options.front, environment: environment, isColorTerminal: style.usesColor,
            terminal: terminal, outputIsTerminal: streams.outputIsTerminal)
        let thumbnails =
            options.front == .json
            ? nil
            : ThumbnailSettings.thumbnails(
                options.images,
                rows: options.imageRows
                    ?? ThumbnailSettings.defaultRows(screenRows: streams.outputIsTerminal ? style.rows() : nil),
                environment: environment, isColorTerminal: style.usesColor,
                capabilities: detection.capabilities, passesThroughTmux: passesThroughTmux ?? false)
        return TerminalPictures(thumbnails: thumbnails, detection: detection)
    }

    /// Nil where tmux has no say (not `--images kitty`, not a terminal's output, not inside tmux);
    /// else whether tmux passes the pictures on, as tmux answers within a second.
    private static func kittyGoesThroughTmux(
        _ options: LaunchOptions, streams: StandardStreams, environment: [String: String]
    ) -> Bool? {
        guard options.images == .kitty, options.front == .text, streams.outputIsTerminal,
            environment["TMUX"]?.isEmpty == false
        else { return nil }
        return TmuxPassthroughProbe.passesThrough(environment: environment)
    }
}
