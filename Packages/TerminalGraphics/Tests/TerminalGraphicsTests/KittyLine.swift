/// A kitty graphics line taken apart: its `ESC_G<control>;<payload>ESC\` commands.
struct KittyLine {
    struct FormatError: Error {
        let rest: String
    }

    let commands: [(control: String, payload: String)]

    /// Throws if anything but such commands is in `line`.
    init(_ line: String) throws {
        var commands: [(control: String, payload: String)] = []
        var rest = Substring(line)
        while !rest.isEmpty {
            guard rest.hasPrefix("\u{1B}_G"), let end = rest.range(of: "\u{1B}\\") else {
                throw FormatError(rest: String(rest.prefix(40)))
            }
            let command = rest[rest.index(rest.startIndex, offsetBy: 3)..<end.lowerBound]
            let parts = command.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            commands.append((String(parts[0]), parts.count > 1 ? String(parts[1]) : ""))
            rest = rest[end.upperBound...]
        }
        self.commands = commands
    }

    /// The first command's keys.
    var keys: String? { commands.first?.control }

    /// The PNG file the commands carry.
    func png() throws -> PNGFile {
        try PNGFile(kittyPayload: commands.map(\.payload).joined())
    }
}
