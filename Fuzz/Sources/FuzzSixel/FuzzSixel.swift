import Foundation
import ImageDecoding
import SixelChecking
import TerminalGraphics

/// Sixel thumbnails: an image file through `ThumbnailRenderer` in the sixel style, and
/// `SixelEncoder` on small pixel buffers, each output decoded back by a strict decoder
/// (``SixelPicture``).
///
/// Input, read two ways every time:
/// - the whole input as an image file, at 1…8 rows, 1…50 columns and a cell of 4…14 × 8…24 pixels
///   (or none, the assumed 10 × 20), all picked from the input's size so that a file stays a file;
///   inputs that are no image, or no image the decoder takes, end there;
/// - byte 0 the width (1…48), byte 1 the height (1…48), byte 2 the most colours (1…256) of
///   pixels that the rest fills, repeated (RGBA), for the encoder alone.
/// Invariants:
/// - one line, `CSI ? 8452 h ESC P 0;1;0 q "1;1;W;H`, colours `#n;2;r;g;b` in percent, data in
///   sixel's alphabet, `ESC \ CSI ? 8452 l`, runs as short as they can be, no pixel outside W × H
///   or drawn twice, at most as many colours as allowed (256 at most);
/// - the encoder: W × H is the image's; a pixel is drawn exactly when its alpha is 128 or more,
///   in a colour within the range of the image's own colours; when the image has no more colours
///   than allowed (and no two in one bin of 5 bits a channel), each in its own colour;
/// - the renderer: the picture is no larger than the cells allow, nor than the image is on the
///   thumbnail grid (a column a pixel, a row two), and covers the rows it reports, 1 to the rows
///   asked for; its pixels are drawn where the image, decoded at that size, is opaque.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    checkRenderer(file: Data(bytes))
    if size >= 3 { checkEncoder(bytes) }
    return 0
}

private func checkRenderer(file: Data) {
    let rows = file.count % 8 + 1
    let maxColumns = file.count % 50 + 1
    let cell = file.count % 4 == 0 ? nil : CellPixelSize(width: file.count % 11 + 4, height: file.count % 17 + 8)
    // A small pixel limit: decoding large images is the decoders' targets' work, not this one's.
    let decoder = ThumbnailDecoder(maxPixelCount: 1 << 20)
    let renderer = ThumbnailRenderer(
        style: .sixel, rows: rows, maxColumns: maxColumns, cellPixelSize: cell, decoder: decoder)
    guard let info = try? ThumbnailDecoder.info(of: file), let thumbnail = try? renderer.render(imageFile: file) else {
        return
    }
    guard thumbnail.lines.count == 1, let line = thumbnail.lines.first else {
        fatalError("sixel gave \(thumbnail.lines.count) lines")
    }
    let picture = decode(line)
    let (cellWidth, cellHeight) = (cell?.width ?? 10, cell?.height ?? 20)
    let maxWidth = min(maxColumns, info.width) * cellWidth
    let maxHeight = min(rows, (info.height + 1) / 2) * cellHeight
    guard (1...min(maxWidth, ThumbnailDecoder.maxThumbnailSide)).contains(picture.width),
        (1...min(maxHeight, ThumbnailDecoder.maxThumbnailSide)).contains(picture.height)
    else {
        fatalError(
            "\(picture.width) × \(picture.height) for \(info.width) × \(info.height) in \(maxWidth) × \(maxHeight)")
    }
    guard thumbnail.rows == (picture.height + cellHeight - 1) / cellHeight, (1...rows).contains(thumbnail.rows) else {
        fatalError("\(thumbnail.rows) rows reported for \(picture.height) pixels of \(cellHeight), at most \(rows)")
    }
    guard let image = try? decoder.decode(file, width: picture.width, height: picture.height) else {
        fatalError("the file decoded once, not twice")
    }
    checkDrawnWhereOpaque(picture, image)
}

private func checkEncoder(_ bytes: [UInt8]) {
    let width = Int(bytes[0]) % 48 + 1
    let height = Int(bytes[1]) % 48 + 1
    let maxColors = Int(bytes[2]) + 1
    let rest = bytes.dropFirst(3)
    let pixels = (0..<width * height * 4).map { rest.isEmpty ? 255 : rest[rest.startIndex + $0 % rest.count] }
    let image = PixelImage(width: width, height: height, pixels: pixels)

    let lines = SixelEncoder.lines(for: image, maxColors: maxColors)
    guard lines.count == 1, let line = lines.first else { fatalError("sixel gave \(lines.count) lines") }
    let picture = decode(line)
    guard picture.width == width, picture.height == height, picture.paletteCount <= maxColors else {
        fatalError(
            "\(picture.width) × \(picture.height), \(picture.paletteCount) colours for \(width) × \(height), \(maxColors)"
        )
    }
    checkDrawnWhereOpaque(picture, image)
    checkColors(picture, image, maxColors: maxColors)
}

private func decode(_ line: String) -> SixelPicture {
    do {
        return try SixelPicture(decoding: line)
    } catch {
        fatalError("not a well-formed sixel line: \(error) in \(line.prefix(200).debugDescription)")
    }
}

private func checkDrawnWhereOpaque(_ picture: SixelPicture, _ image: PixelImage) {
    for y in 0..<image.height {
        for x in 0..<image.width where (picture.color(x: x, y: y) != nil) != (image.pixel(x: x, y: y).alpha >= 128) {
            fatalError(
                "pixel (\(x), \(y)) drawn: \(picture.color(x: x, y: y) != nil), alpha \(image.pixel(x: x, y: y).alpha)")
        }
    }
}

/// Every drawn colour within the range of the image's opaque colours, channel by channel (a palette
/// colour is a mean of some of them), give or take the palette's percent steps; each exactly its
/// own when there are few enough colours to keep them all.
private func checkColors(_ picture: SixelPicture, _ image: PixelImage, maxColors: Int) {
    var colorOfBin: [Int: [Int]] = [:]
    var sharesABin = false
    var lowest = [255, 255, 255]
    var highest = [0, 0, 0]
    for y in 0..<image.height {
        for x in 0..<image.width where image.pixel(x: x, y: y).alpha >= 128 {
            let pixel = image.pixel(x: x, y: y)
            let channels = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
            let bin = (channels[0] >> 3) << 10 | (channels[1] >> 3) << 5 | channels[2] >> 3
            sharesABin = sharesABin || colorOfBin[bin].map { $0 != channels } ?? false
            colorOfBin[bin] = channels
            lowest = zip(lowest, channels).map { min($0, $1) }
            highest = zip(highest, channels).map { max($0, $1) }
        }
    }
    let keepsAll = !sharesABin && colorOfBin.count <= maxColors
    for y in 0..<image.height {
        for x in 0..<image.width {
            guard let drawn = picture.color(x: x, y: y) else { continue }
            let pixel = image.pixel(x: x, y: y)
            let original = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
            for channel in 0..<3 {
                guard (lowest[channel] - 2...highest[channel] + 2).contains(drawn[channel]) else {
                    fatalError("pixel (\(x), \(y)) drawn \(drawn), outside the image's \(lowest)…\(highest)")
                }
                guard !keepsAll || abs(drawn[channel] - original[channel]) <= 2 else {
                    fatalError("pixel (\(x), \(y)) drawn \(drawn), not its own \(original)")
                }
            }
        }
    }
}
