import Foundation

/// Sends an image file through iTerm2's inline-image protocol (iTerm2, WezTerm, mintty), which
/// decodes the file itself: any format the terminal reads, WebP included where it does, so the
/// original bytes are sent, not decoded pixels.
///
/// `ESC]1337;File=inline=1;size=<bytes>;width=<columns>;height=auto;preserveAspectRatio=1:<base64>BEL`
/// (or `width=auto;height=<rows>`, or both in cells): the image scaled to so many columns wide, or
/// rows tall, at the cursor, iTerm2 computing the `auto` side from the image's aspect ratio; or as
/// large as fits in the box of both, keeping that ratio. The picture keeps its shape either way.
///
/// The result is one line: the terminal moves the cursor past the image, to its last row, so the
/// line break that ends the line continues below it.
public enum ITermInlineImageEncoder {
    public static func lines(forImageFile data: Data, span: CellSpan) -> [String] {
        let size =
            switch span {
            case .columns(let columns): "width=\(columns);height=auto"
            case .rows(let rows): "width=auto;height=\(rows)"
            case .box(let columns, let rows): "width=\(columns);height=\(rows)"
            }
        let arguments = "inline=1;size=\(data.count);\(size);preserveAspectRatio=1"
        return ["\u{1B}]1337;File=\(arguments):\(Base64.encode(data))\u{07}"]
    }
}
