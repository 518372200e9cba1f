import FeedTextUI
import Foundation

/// The pictures the output can show, asked of the terminal itself where there is one to ask
/// (`TerminalGraphicsDetector`), before the line editor reads a key, so that every answer is read
/// here; and the keys typed meanwhile, for the line editor.
struct TerminalPictures {
    let thumbnails: ItemThumbnails?
    let detection: TerminalGraphicsDetector.Detection

    static func chosen(
        for options: LaunchOptions, terminal: RawTerminalMode?, streams: StandardStreams, style: OutputStyle,
        environment: [String: String]
    ) -> TerminalPictures {
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
                capabilities: detection.capabilities)
        return TerminalPictures(thumbnails: thumbnails, detection: detection)
    }
}
