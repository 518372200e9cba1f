/// How wide the rows written to the terminal are, as far as a resize needs it: a terminal that is
/// made narrower re-wraps (kitty, tmux, VTE) or cuts (xterm) the rows wider than its new width, so
/// only while every row from a place down to the cursor fits the width does the place stay the
/// same number of rows above the cursor, whatever the terminal.
///
/// Escape sequences take no columns (colours, cursor moves, hyperlinks), but a picture in a picture
/// protocol (sixel and kitty's in DCS and APC strings, iTerm2's in OSC 1337) takes columns the
/// text does not say: it counts as `pictureWidth`, the terminal's width when it was written, which
/// it never exceeds.
struct WrittenRowWidths {
    private enum State {
        case text
        case escape
        case controlSequence
        /// An OSC, DCS, APC, PM or SOS string, to its BEL or ST (ESC \).
        case string(isPicture: Bool, firstScalars: String)
        case stringEscape(isPicture: Bool, firstScalars: String)
    }

    private var state = State.text
    /// The widest the cursor's row has been since its line began (a row written over keeps the
    /// larger: what it showed before may still be there past the new text's end).
    private(set) var cursorRowWidth = 0
    private var column = 0
    private var visible = String.UnicodeScalarView()

    /// The widths of the rows that `text` ends (one for each line break), in order.
    mutating func widthsOfRowsEnded(by text: String, pictureWidth: Int) -> [Int] {
        var ended = [Int]()
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            if case let .string(isPicture, firstScalars) = state, isPicture || firstScalars.unicodeScalars.count >= 10 {
                // A string's payload past what tells a picture (hundreds of kilobytes of one) takes no
                // part in the widths: on to its next BEL or ESC, found in the bytes.
                index = ByteSearch.firstIndex(of: 0x07, or: 0x1B, in: text.utf8[index...]) ?? scalars.endIndex
                guard index < scalars.endIndex else { break }
            }
            let scalar = scalars[index]
            scalars.formIndex(after: &index)
            switch state {
            case .text:
                switch scalar {
                case "\n":
                    endSegment()
                    ended.append(cursorRowWidth)
                    cursorRowWidth = 0
                    column = 0
                case "\r":
                    endSegment()
                    column = 0
                case "\u{1B}":
                    state = .escape
                default:
                    visible.append(scalar)
                }
            case .escape:
                state = escapeState(after: scalar)
            case .controlSequence:
                if (0x40...0x7E).contains(scalar.value) { state = .text }
            case let .string(isPicture, firstScalars):
                if scalar == "\u{07}" {
                    endString(isPicture: isPicture, firstScalars: firstScalars, pictureWidth: pictureWidth)
                } else if scalar == "\u{1B}" {
                    state = .stringEscape(isPicture: isPicture, firstScalars: firstScalars)
                } else {
                    let first = firstScalars.unicodeScalars.count < 10 ? firstScalars + String(scalar) : firstScalars
                    state = .string(isPicture: isPicture, firstScalars: first)
                }
            case let .stringEscape(isPicture, firstScalars):
                endString(isPicture: isPicture, firstScalars: firstScalars, pictureWidth: pictureWidth)
                if scalar != "\\" { state = escapeState(after: scalar) }
            }
        }
        endSegment()
        return ended
    }

    private func escapeState(after scalar: Unicode.Scalar) -> State {
        switch scalar {
        case "[": .controlSequence
        case "]": .string(isPicture: false, firstScalars: "")
        case "P", "_": .string(isPicture: true, firstScalars: "")
        case "^", "X": .string(isPicture: false, firstScalars: "")
        default: .text
        }
    }

    private mutating func endString(isPicture: Bool, firstScalars: String, pictureWidth: Int) {
        state = .text
        if isPicture || firstScalars.hasPrefix("1337;File=") {
            endSegment()
            column = max(column, pictureWidth)
            cursorRowWidth = max(cursorRowWidth, column)
        }
    }

    private mutating func endSegment() {
        guard !visible.isEmpty else { return }
        column += DisplayWidth.of(String(visible))
        visible.removeAll(keepingCapacity: true)
        cursorRowWidth = max(cursorRowWidth, column)
    }
}
