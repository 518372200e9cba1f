import Foundation

/// How the output looks where it goes: colour, links, and the width lines wrap at, followed as the
/// terminal is resized, or fixed at the start when the output is not a terminal; and the height of
/// the screen, that late pictures are placed on.
struct OutputStyle {
    let usesColor: Bool
    let usesLinks: Bool
    let columns: () -> Int
    let rows: () -> Int

    static func chosen(for options: LaunchOptions, streams: StandardStreams, environment: [String: String])
        -> OutputStyle
    {
        let columns = {
            TerminalSettings.columns(
                environment: environment, terminalColumns: TerminalSettings.terminalColumns(of: STDOUT_FILENO))
        }
        return OutputStyle(
            usesColor: TerminalSettings.usesColor(
                noColorOption: options.noColor, environment: environment, isTerminal: streams.outputIsTerminal),
            usesLinks: TerminalSettings.usesLinks(
                noLinksOption: options.noLinks || options.front != .text, environment: environment,
                isTerminal: streams.outputIsTerminal,
                tmuxPassesLinks: { TmuxPassthroughProbe.passesLinks(environment: environment) }),
            columns: streams.outputIsTerminal ? columns : { [columns = columns()] in columns },
            rows: {
                TerminalSettings.rows(
                    environment: environment, terminalRows: TerminalSettings.terminalRows(of: STDOUT_FILENO))
            })
    }
}
