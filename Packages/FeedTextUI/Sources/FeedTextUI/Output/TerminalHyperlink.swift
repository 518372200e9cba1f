/// An OSC 8 hyperlink (`ESC ] 8 ; ; URI ST` text `ESC ] 8 ; ; ST`): text that a terminal which knows
/// them opens on a click, and that takes no more columns than the text (`TerminalStyleEscape`). Only
/// written where the app knows the terminal has them (`TextStyle.usesLinks`): another may show the
/// escape as text.
///
/// The address came from the server, so it goes into the escape only when it cannot end the escape
/// early or say anything else to the terminal: an `http` or `https` URL with a host, without a
/// control character (ESC or BEL would close the escape and let the rest through as the terminal's
/// commands), its spaces and non-ASCII letters percent-encoded, as a browser sends them. Anything
/// else keeps its text and has no link.
enum TerminalHyperlink {
    static func link(_ text: String, to address: String) -> String {
        guard let uri = uri(from: address) else { return text }
        return "\u{1B}]8;;" + uri + "\u{1B}\\" + text + "\u{1B}]8;;\u{1B}\\"
    }

    /// The address as it may go into the escape, or nil.
    static func uri(from address: String) -> String? {
        guard !address.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
        var bytes = [UInt8]()
        for byte in address.utf8 {
            if (0x21..<0x7F).contains(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            }
        }
        let uri = String(decoding: bytes, as: UTF8.self)
        let lowercased = uri.lowercased()
        guard bytes.count <= maxLength, let scheme = ["http://", "https://"].first(where: lowercased.hasPrefix),
            let host = uri.dropFirst(scheme.count).first, host != "/"
        else { return nil }
        return uri
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Terminals limit a link's length (VTE ignores a URI over 2083 bytes): a link that might not
    /// work is not written.
    private static let maxLength = 2048
}
