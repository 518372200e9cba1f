import Foundation
import TerminalGraphics

// feed-thumbnail [--rows N] [--columns N] [--draw truecolor|256|kitty|iterm] [--repeat N] FILE
//
// Decodes an image file and prints its thumbnail as feed-tty draws one: half blocks (24-bit colour
// by default, or the 256-colour palette), or the kitty or iTerm2 image protocol's sequence; 8 rows
// and at most 80 columns unless told. Scripts/bench times it against djpeg and pngtopnm; it is also
// a way to look at a thumbnail in a terminal. `--repeat N` decodes and draws N times (printing
// once), to time the work without the process's start-up. Exits 1 when the image cannot be
// decoded, 64 on bad usage.

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("feed-thumbnail: \(message)\n".utf8))
    exit(status)
}

var rows = ThumbnailSize.defaultRows
var columns = 80
var draw = "truecolor"
var repeats = 1
var path: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--rows", "--columns":
        guard let value = arguments.popFirst().flatMap(Int.init), (1...500).contains(value) else {
            fail("\(argument) needs a number from 1 to 500", status: 64)
        }
        if argument == "--rows" { rows = value } else { columns = value }
    case "--repeat":
        guard let value = arguments.popFirst().flatMap(Int.init), value > 0 else {
            fail("--repeat needs a positive number", status: 64)
        }
        repeats = value
    case "--draw":
        guard let value = arguments.popFirst(), ["truecolor", "256", "kitty", "iterm"].contains(value) else {
            fail("--draw takes truecolor, 256, kitty or iterm", status: 64)
        }
        draw = value
    default:
        guard path == nil, !argument.hasPrefix("-") else { fail("unexpected '\(argument)'", status: 64) }
        path = argument
    }
}
guard let path else { fail("usage: feed-thumbnail [--rows N] [--columns N] [--draw MODE] FILE", status: 64) }
guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)", status: 1) }

let style: ThumbnailStyle =
    switch draw {
    case "kitty": .kitty
    case "iterm": .iTerm
    case "256": .halfBlocks(.palette256)
    default: .halfBlocks(.trueColor)
    }
let renderer = ThumbnailRenderer(style: style, rows: rows, maxColumns: columns)
do {
    var lines = try renderer.lines(forImageFile: data)
    for _ in 1..<repeats { lines = try renderer.lines(forImageFile: data) }
    FileHandle.standardOutput.write(Data(lines.map { $0 + "\n" }.joined().utf8))
} catch {
    fail("cannot decode \(path): \(error)", status: 1)
}
