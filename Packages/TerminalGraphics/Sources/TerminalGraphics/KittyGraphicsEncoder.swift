import ImageDecoding

/// Sends pixels through the kitty graphics protocol (kitty, WezTerm, Ghostty, Konsole), for the
/// terminal to scale to `span` at the cursor (``CellSpan``): so many columns wide or rows tall,
/// the other side scaled from the pixels' aspect ratio, or a box of both.
///
/// The pixels go as a PNG file (`f=100`, ``PNGEncoder``), which carries its own size (so no `s=`
/// or `v=`) and is compressed already (so no `o=`), base64-encoded, in chunks of at most 4,096
/// bytes: `ESC_Ga=T,f=100,c=…,q=2,m=1;<chunk>ESC\`, then `ESC_Gm=1;<chunk>ESC\` …, the last with
/// `m=0`. PNG's per-row filters make a photo about 40 % smaller than its raw pixels deflated
/// alone (`o=z`); it is RGB when every pixel is opaque, RGBA (transparency kept) otherwise.
/// `q=2` turns the terminal's replies off: they would arrive on standard input, as if typed.
///
/// The result is one line: the terminal moves the cursor to the image's last row, just after the
/// image, so the line break that ends the line continues below the image. It holds nothing but
/// the sequences above.
///
/// Inside tmux (`passingThroughTmux`) each sequence is wrapped in tmux's passthrough
/// (``TmuxPassthrough``), and the terminal is told to leave the cursor where it is (`C=1`): tmux
/// does not know the picture is there, so it is the line breaks after the line, which tmux sees,
/// that move below the picture (``ThumbnailRenderer`` adds them).
public enum KittyGraphicsEncoder {
    public static let chunkSize = 4096

    public static func lines(for image: PixelImage, span: CellSpan, passingThroughTmux: Bool = false) -> [String] {
        let payload = Base64.encode(PNGEncoder.encode(image))
        let side =
            switch span {
            case .columns(let columns): "c=\(columns)"
            case .rows(let rows): "r=\(rows)"
            case .box(let columns, let rows): "c=\(columns),r=\(rows)"
            }
        let keys = "a=T,f=100,\(side),q=2" + (passingThroughTmux ? ",C=1" : "")
        var sequence = ""
        var start = payload.startIndex
        repeat {
            let end = payload.index(start, offsetBy: chunkSize, limitedBy: payload.endIndex) ?? payload.endIndex
            let more = end < payload.endIndex ? 1 : 0
            let control = start == payload.startIndex ? "\(keys),m=\(more)" : "m=\(more)"
            let command = "\u{1B}_G\(control);\(payload[start..<end])\u{1B}\\"
            sequence += passingThroughTmux ? TmuxPassthrough.wrapping(command) : command
            start = end
        } while start < payload.endIndex
        return [sequence]
    }
}
