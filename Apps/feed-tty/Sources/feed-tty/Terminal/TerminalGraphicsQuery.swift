/// What feed-tty asks the terminal at start, as the bytes of one write.
///
/// The primary device attributes (`CSI c`) go last: every terminal answers them, and answers in
/// the order asked, so their answer says every other answer that is coming has come. One round
/// trip, and a terminal that knows none of the other questions still ends the wait at once.
struct TerminalGraphicsQuery: Equatable {
    /// kitty's graphics query: a 1 × 1 picture sent only to be checked (`a=q`), never shown. The
    /// attributes sent anyway tell sixel.
    var asksForKitty: Bool
    /// `CSI 16 t`, the cell size in pixels, for a terminal that leaves it out of its window size.
    var asksForCellSize: Bool
    /// XTSMGRAPHICS, what sixel pictures the terminal takes: its graphics geometry
    /// (`CSI ? 2 ; 1 ; 0 S`, the largest picture it draws now) and its colour registers
    /// (`CSI ? 1 ; 1 ; 0 S`). A terminal without it ignores a private sequence it does not know.
    var asksForSixelLimits = false

    /// The id kitty repeats in its answer, so that answer is told from any other.
    static let kittyQueryID = 31

    var bytes: [UInt8] {
        var text = ""
        if asksForKitty { text += "\u{1B}_Gi=\(Self.kittyQueryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\" }
        if asksForCellSize { text += "\u{1B}[16t" }
        if asksForSixelLimits { text += "\u{1B}[?2;1;0S\u{1B}[?1;1;0S" }
        text += "\u{1B}[c"
        return Array(text.utf8)
    }
}
