/// What a line of input asks for: a command to perform, or nothing, after telling the user what
/// was wrong with it (or showing the help, which needs no app).
enum InputInterpreter {
    static func command(for event: InputEvent, reportingTo renderer: ScreenRenderer) -> Command? {
        switch event {
        case let .line(line):
            return command(for: line, reportingTo: renderer)
        case .overlongLine:
            renderer.render(.notice(.lineTooLong(limit: InputLineSplitter.maximumLineLength)))
        case .interrupt, .endOfInput:
            break
        }
        return nil
    }

    private static func command(for line: String, reportingTo renderer: ScreenRenderer) -> Command? {
        switch CommandParser.parse(line) {
        case .empty:
            break
        case let .unknown(text, suggestion):
            renderer.render(.notice(.unknownCommand(text, suggestion: suggestion)))
        case let .missingNumber(command):
            renderer.render(.notice(.missingNumber(command: command)))
        case let .missingText(command):
            renderer.render(.notice(.missingText(command: command)))
        case .command(.help):
            renderer.render(.help)
        case let .command(command):
            return command
        }
        return nil
    }
}
