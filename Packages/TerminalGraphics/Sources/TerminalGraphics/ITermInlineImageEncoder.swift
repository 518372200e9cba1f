import Foundation

/// Sends an image file through iTerm2's inline-image protocol (iTerm2, WezTerm, mintty), which
/// decodes the file itself: any format the terminal reads, WebP included where it does, so the
/// original bytes are sent, not decoded pixels.
///
/// `ESC]1337;File=inline=1;size=<bytes>;width=<columns>;height=<rows>;preserveAspectRatio=1:<base64>BEL`:
/// the image scaled to fit `columns` × `rows` cells at the cursor, keeping its aspect ratio.
///
/// The result is one line: the terminal moves the cursor past the image, to its last row, so the
/// line break that ends the line continues below it.
public enum ITermInlineImageEncoder {
    public static func lines(forImageFile data: Data, columns: Int, rows: Int) -> [String] {
        let arguments = "inline=1;size=\(data.count);width=\(columns);height=\(rows);preserveAspectRatio=1"
        return ["\u{1B}]1337;File=\(arguments):\(Base64.encode(data))\u{07}"]
    }
}
