import Foundation
import ImageDecoding
import TerminalGraphics

/// The thumbnail encoders of TerminalGraphics on random pixels, and the sizes they are drawn at.
///
/// Input: byte 0 picks the width (1…48), byte 1 the height (1…48), byte 2 the rows (1…16) and
/// maximum columns (1…200) of a `ThumbnailSize`; the rest, repeated, fills the RGBA pixels (and is
/// the "file" sent through iTerm2's protocol).
/// Invariants:
/// - block symbols, in both colour modes: a line per eight pixel rows and a cell per eight pixel
///   columns (a cell's samples), each line nothing but those cells (block elements U+2580–U+259F
///   or spaces) and the SGR sequences `ESC[38;2;r;g;bm`, `ESC[48;2;r;g;bm`, `ESC[38;5;nm`,
///   `ESC[48;5;nm`, `ESC[49m`, ending with `ESC[0m`;
/// - kitty: one line of `ESC_G…;…ESC\` commands, the first with the keys (a PNG, `f=100`) and its
///   columns alone, every payload chunk at most 4,096 bytes and `m=1` on all but the last, the
///   payloads together the base64 of a PNG of the image's size (RGB when every pixel is opaque,
///   else RGBA) that libpng decodes to the pixels (a transparent one's colour aside);
/// - iTerm2: one line whose payload is the base64 of the file, ended by BEL;
/// - the size fits: at least one cell, at most the rows and columns allowed, and no more than the
///   image has pixels (a column a pixel, a row two);
/// - area-average scaling gives the size asked for.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size >= 3 else { return 0 }
    let width = Int(data[0]) % 48 + 1
    let height = Int(data[1]) % 48 + 1
    let rows = Int(data[2]) % 16 + 1
    let maxColumns = Int(data[2]) % 200 + 1
    let rest = Array(UnsafeBufferPointer(start: data + 3, count: size - 3))
    let pixels = (0..<width * height * 4).map { rest.isEmpty ? 0 : rest[$0 % rest.count] }
    let image = PixelImage(width: width, height: height, pixels: pixels)

    for mode in [TerminalColorMode.trueColor, .palette256] {
        let lines = BlockSymbolRenderer.lines(for: image, colorMode: mode)
        let rowsOfCells = (height + BlockSymbolRenderer.samplesDown - 1) / BlockSymbolRenderer.samplesDown
        guard lines.count == rowsOfCells else { fatalError("\(lines.count) lines for \(height) pixel rows") }
        let cells = (width + BlockSymbolRenderer.samplesAcross - 1) / BlockSymbolRenderer.samplesAcross
        for line in lines { checkBlockSymbolLine(line, cells: cells) }
    }

    checkKitty(KittyGraphicsEncoder.lines(for: image, span: .columns(5)), image: image)

    let file = Data(rest)
    let iTerm = ITermInlineImageEncoder.lines(forImageFile: file, span: .columns(5))
    let prefix = "\u{1B}]1337;File=inline=1;size=\(file.count);width=5;height=auto;preserveAspectRatio=1:"
    guard iTerm.count == 1, let line = iTerm.first, line.hasPrefix(prefix), line.hasSuffix("\u{07}"),
        Data(base64Encoded: String(line.dropFirst(prefix.count).dropLast())) == file
    else { fatalError("iTerm2 sequence does not carry the file: \(iTerm)") }

    let thumbnail = ThumbnailSize(imageWidth: width, imageHeight: height, rows: rows, maxColumns: maxColumns)
    guard (1...maxColumns).contains(thumbnail.columns), (1...rows).contains(thumbnail.rows),
        thumbnail.pixelWidth == thumbnail.columns, thumbnail.pixelWidth <= width, thumbnail.pixelHeight <= height,
        (thumbnail.rows * 2 - 1...thumbnail.rows * 2).contains(thumbnail.pixelHeight)
    else { fatalError("\(thumbnail) does not fit \(rows) rows and \(maxColumns) columns") }

    let scaled = image.scaled(width: maxColumns % 50 + 1, height: rows)
    guard scaled.width == maxColumns % 50 + 1, scaled.height == rows else { fatalError("scaled to the wrong size") }
    return 0
}

private func checkBlockSymbolLine(_ line: String, cells: Int) {
    guard line.hasSuffix("\u{1B}[0m") else { fatalError("line does not end with a reset: \(line.debugDescription)") }
    var scalars = line.unicodeScalars.makeIterator()
    var drawn = 0
    while let scalar = scalars.next() {
        switch scalar {
        case "\u{2580}"..."\u{259F}", " ":
            drawn += 1
        case "\u{1B}":
            var parameters = ""
            guard scalars.next() == "[" else { fatalError("ESC not followed by [: \(line.debugDescription)") }
            while let next = scalars.next(), next != "m" {
                guard ("0"..."9").contains(next) || next == ";" else {
                    fatalError("bad SGR in \(line.debugDescription)")
                }
                parameters.unicodeScalars.append(next)
            }
            let fields = parameters.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
            guard isAllowedSGR(fields) else { fatalError("unexpected SGR \(parameters) in \(line.debugDescription)") }
        default:
            fatalError("unexpected U+\(String(scalar.value, radix: 16)) in \(line.debugDescription)")
        }
    }
    guard drawn == cells else { fatalError("\(drawn) cells, not \(cells), in \(line.debugDescription)") }
}

private func isAllowedSGR(_ fields: [String]) -> Bool {
    let isByte = { (field: String) in Int(field).map { (0...255).contains($0) } ?? false }
    switch fields.count {
    case 1: return fields[0] == "0" || fields[0] == "49"
    case 3: return ["38", "48"].contains(fields[0]) && fields[1] == "5" && isByte(fields[2])
    case 5: return ["38", "48"].contains(fields[0]) && fields[1] == "2" && fields[2...].allSatisfy(isByte)
    default: return false
    }
}

private func checkKitty(_ lines: [String], image: PixelImage) {
    let isOpaque = stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 }
    guard lines.count == 1, let line = lines.first else { fatalError("kitty gave \(lines.count) lines") }
    let commands = line.components(separatedBy: "\u{1B}\\")
    guard commands.last == "" else { fatalError("kitty line does not end with ST") }
    var payload = ""
    for (index, command) in commands.dropLast().enumerated() {
        guard command.hasPrefix("\u{1B}_G"), let semicolon = command.firstIndex(of: ";") else {
            fatalError("not a graphics command: \(command.prefix(40).debugDescription)")
        }
        let control = command[command.index(command.startIndex, offsetBy: 3)..<semicolon]
        let chunk = command[command.index(after: semicolon)...]
        let isLast = index == commands.count - 2
        let more = "m=\(isLast ? 0 : 1)"
        let expected = index == 0 ? "a=T,f=100,c=5,q=2," + more : more
        guard control == expected, chunk.utf8.count <= KittyGraphicsEncoder.chunkSize, !chunk.isEmpty else {
            fatalError("kitty chunk \(index): \(control) with \(chunk.utf8.count) bytes")
        }
        payload += chunk
    }
    guard let file = Data(base64Encoded: payload), file.count > 25, file[25] == (isOpaque ? 2 : 6),
        let info = try? ThumbnailDecoder.info(of: file), info.format == .png,
        info.width == image.width, info.height == image.height,
        let decoded = try? ThumbnailDecoder().decode(file, width: image.width, height: image.height),
        decoded == withTransparentPixelsCleared(image)
    else { fatalError("kitty payload is not a PNG of the pixels") }
}

/// The image as a decoder gives it back: a transparent pixel's colour means nothing, and is zeros.
private func withTransparentPixelsCleared(_ image: PixelImage) -> PixelImage {
    var pixels = image.pixels
    for offset in stride(from: 0, to: pixels.count, by: 4) where pixels[offset + 3] == 0 {
        pixels.replaceSubrange(offset..<offset + 4, with: [0, 0, 0, 0])
    }
    return PixelImage(width: image.width, height: image.height, pixels: pixels)
}
