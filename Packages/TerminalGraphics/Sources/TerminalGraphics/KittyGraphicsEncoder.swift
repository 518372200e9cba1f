import ImageDecoding

/// Sends pixels through the kitty graphics protocol (kitty, WezTerm, Ghostty, Konsole), for the
/// terminal to scale into `columns` × `rows` cells at the cursor.
///
/// The pixels go raw (`f=32`: RGBA, with `s=` width and `v=` height), base64-encoded, in chunks of
/// at most 4,096 bytes: `ESC_Ga=T,f=32,s=…,v=…,c=…,r=…,q=2,m=1;<chunk>ESC\`, then
/// `ESC_Gm=1;<chunk>ESC\` …, the last with `m=0`. Raw RGBA needs no PNG encoder; a thumbnail is
/// small enough that compressing it would gain little. `q=2` turns the terminal's replies off:
/// they would arrive on standard input, as if typed.
///
/// The result is one line: the terminal moves the cursor to the image's last row, just after the
/// image, so the line break that ends the line continues below the image. It holds nothing but
/// the sequences above.
public enum KittyGraphicsEncoder {
    public static let chunkSize = 4096

    public static func lines(for image: PixelImage, columns: Int, rows: Int) -> [String] {
        let payload = Base64.encode(image.pixels)
        let keys = "a=T,f=32,s=\(image.width),v=\(image.height),c=\(columns),r=\(rows),q=2"
        var sequence = ""
        var start = payload.startIndex
        repeat {
            let end = payload.index(start, offsetBy: chunkSize, limitedBy: payload.endIndex) ?? payload.endIndex
            let more = end < payload.endIndex ? 1 : 0
            let control = start == payload.startIndex ? "\(keys),m=\(more)" : "m=\(more)"
            sequence += "\u{1B}_G\(control);\(payload[start..<end])\u{1B}\\"
            start = end
        } while start < payload.endIndex
        return [sequence]
    }
}
