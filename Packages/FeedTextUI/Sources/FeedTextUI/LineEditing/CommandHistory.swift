/// The lines entered before, oldest first, as kept between runs: at most `maximumCount` (the
/// oldest go first), never the same line twice in a row, never a blank one. Its file form is one
/// line per entry; lines that could not have been typed at the prompt (control characters, over
/// `maximumLineLength` bytes) are skipped when it is read back, so a damaged or hostile file
/// cannot put escape sequences on the prompt line.
public struct CommandHistory: Equatable, Sendable {
    public static let maximumCount = 1_000
    public static let maximumLineLength = LineBuffer.maximumUTF8Count

    public private(set) var entries = [String]()

    public init() {}

    public init(fileContents: String) {
        for line in fileContents.split(whereSeparator: \.isNewline) {
            append(String(line))
        }
        dropOldest()
    }

    /// The text of the history file.
    public var fileContents: String {
        entries.map { $0 + "\n" }.joined()
    }

    /// Records a line entered, unless it is blank, repeats the last entry or could not be kept.
    public mutating func add(_ line: String) {
        append(line)
        dropOldest()
    }

    private mutating func append(_ line: String) {
        guard Self.isKept(line), line != entries.last else { return }
        entries.append(line)
    }

    private mutating func dropOldest() {
        if entries.count > Self.maximumCount {
            entries.removeFirst(entries.count - Self.maximumCount)
        }
    }

    private static func isKept(_ line: String) -> Bool {
        line.utf8.count <= maximumLineLength
            && line.contains { !$0.isWhitespace }
            && !line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }
}
