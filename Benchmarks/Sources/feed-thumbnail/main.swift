import Foundation
import TerminalGraphics

// feed-thumbnail [--rows N] [--columns N] [--draw truecolor|256|kitty|iterm|sixel] [--cell WxH]
//                [--repeat N] FILE
//
// Decodes an image file and prints its thumbnail as feed-tty draws one: block symbols (24-bit colour
// by default, or the 256-colour palette), the kitty or iTerm2 image protocol's sequence, or sixel;
// at most 8 rows and 80 columns unless told. `--cell WxH` gives the terminal's cell size in pixels
// (as feed-tty learns it from the terminal), for pictures in their true shape; without it a cell
// of 10 x 20 is assumed. Scripts/bench times it against djpeg, pngtopnm and img2sixel; it is also
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
var cell: CellPixelSize?
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
        guard let value = arguments.popFirst(), ["truecolor", "256", "kitty", "iterm", "sixel"].contains(value) else {
            fail("--draw takes truecolor, 256, kitty, iterm or sixel", status: 64)
        }
        draw = value
    case "--cell":
        let sides = arguments.popFirst()?.split(separator: "x").compactMap { Int($0) } ?? []
        guard sides.count == 2, sides.allSatisfy({ (1...1000).contains($0) }) else {
            fail("--cell needs WIDTHxHEIGHT in pixels, each from 1 to 1000", status: 64)
        }
        cell = CellPixelSize(width: sides[0], height: sides[1])
    default:
        guard path == nil, !argument.hasPrefix("-") else { fail("unexpected '\(argument)'", status: 64) }
        path = argument
    }
}
guard let path else {
    fail("usage: feed-thumbnail [--rows N] [--columns N] [--draw MODE] [--cell WxH] [--repeat N] FILE", status: 64)
}
guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)", status: 1) }

let style: ThumbnailStyle =
    switch draw {
    case "kitty": .kitty
    case "iterm": .iTerm
    case "sixel": .sixel
    case "256": .blockSymbols(.palette256)
    default: .blockSymbols(.trueColor)
    }
let renderer = ThumbnailRenderer(style: style, rows: rows, maxColumns: columns, cellPixelSize: cell)
do {
    var thumbnail = try renderer.render(imageFile: data)
    for _ in 1..<repeats { thumbnail = try renderer.render(imageFile: data) }
    FileHandle.standardOutput.write(Data(thumbnail.lines.map { $0 + "\n" }.joined().utf8))
} catch {
    fail("cannot decode \(path): \(error)", status: 1)
}
